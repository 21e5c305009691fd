import { defaultFolders, type Folder } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { addFolder, deleteFolder, moveFolder, nextFolderId, renameFolder, subtreeOf } from './folders.ts';

const folders: Folder[] = [
  ...defaultFolders,
  { id: 4, name: 'Site A', parent: 1, path: '/Site A' },
  { id: 5, name: 'Drawings', parent: 4, path: '/Site A/Drawings' },
];

describe('folder tree changes', () => {
  it('adds with a new id under the parent', () => {
    expect(nextFolderId([...defaultFolders])).toBe(4);
    expect(addFolder(folders, 5, 'Old').at(-1)).toEqual({ id: 6, name: 'Old', parent: 5 });
  });

  it('renames and moves one folder', () => {
    expect(renameFolder(folders, 4, 'Site B').find((f) => f.id === 4)?.name).toBe('Site B');
    expect(moveFolder(folders, 5, 3).find((f) => f.id === 5)?.parent).toBe(3);
  });

  it('deletes a folder with everything inside it', () => {
    expect(subtreeOf(folders, 4)).toEqual([4, 5]);
    expect(deleteFolder(folders, 4).map((f) => f.id)).toEqual([1, 2, 3]);
  });
});
