import type { Folder, FolderInput } from '@spatium/contracts';

const inputOf = (folders: Folder[]): FolderInput[] =>
  folders.map(({ id, name, parent }) => ({ id, name, parent }));

export function nextFolderId(folders: Folder[]): number {
  return Math.max(3, ...folders.map((f) => f.id)) + 1;
}

export function addFolder(folders: Folder[], parent: number, name: string): FolderInput[] {
  return [...inputOf(folders), { id: nextFolderId(folders), name, parent }];
}

export function renameFolder(folders: Folder[], id: number, name: string): FolderInput[] {
  return inputOf(folders).map((f) => (f.id === id ? { ...f, name } : f));
}

export function moveFolder(folders: Folder[], id: number, parent: number): FolderInput[] {
  return inputOf(folders).map((f) => (f.id === id ? { ...f, parent } : f));
}

/** The folder and everything inside it: what deleting it removes (their files go to Root). */
export function subtreeOf(folders: Folder[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++)
    for (const f of folders) if (f.parent === out[i] && !out.includes(f.id)) out.push(f.id);
  return out;
}

export function deleteFolder(folders: Folder[], id: number): FolderInput[] {
  const gone = new Set(subtreeOf(folders, id));
  return inputOf(folders).filter((f) => !gone.has(f.id));
}
