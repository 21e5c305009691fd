import { defaultFolders } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { buildFolderTree } from './myfiles.folders.ts';

const defaults = defaultFolders.map((f) => ({ id: f.id, name: f.name, parent: f.parent }));

describe('buildFolderTree', () => {
  it('works out the paths of nested folders', () => {
    const result = buildFolderTree([
      ...defaults,
      { id: 4, name: 'Site A', parent: 1 },
      { id: 5, name: 'Drawings', parent: 4 },
    ]);
    expect(result).toEqual({
      ok: true,
      folders: [
        ...defaultFolders,
        { id: 4, name: 'Site A', parent: 1, path: '/Site A' },
        { id: 5, name: 'Drawings', parent: 4, path: '/Site A/Drawings' },
      ],
    });
  });

  it('keeps the defaults in place and named as they are', () => {
    const result = buildFolderTree([
      { id: 1, name: 'Mine', parent: null },
      { id: 2, name: 'Pictures', parent: 3 },
      { id: 3, name: 'Uploads', parent: 1 },
    ]);
    expect(result.ok && result.folders).toEqual([...defaultFolders]);
  });

  it('refuses to lose a default, a loop, a missing parent, a duplicate id or a twin name', () => {
    expect(buildFolderTree(defaults.filter((f) => f.id !== 3)).ok).toBe(false);
    expect(
      buildFolderTree([...defaults, { id: 4, name: 'A', parent: 5 }, { id: 5, name: 'B', parent: 4 }]).ok,
    ).toBe(false);
    expect(buildFolderTree([...defaults, { id: 4, name: 'A', parent: 9 }]).ok).toBe(false);
    expect(buildFolderTree([...defaults, { id: 4, name: 'A', parent: null }]).ok).toBe(false);
    expect(buildFolderTree([...defaults, { id: 3, name: 'A', parent: 1 }]).ok).toBe(false);
    expect(buildFolderTree([...defaults, { id: 4, name: 'uploads', parent: 1 }]).ok).toBe(false);
  });
});
