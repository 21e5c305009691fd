import { defaultFolders, type Folder, type FolderInput, rootFolderId } from '@spatium/contracts';

export type FolderTreeResult = { ok: true; folders: Folder[] } | { ok: false; message: string };

/**
 * Checks a whole folder tree from updatemyfolders and works out each folder's path. The defaults
 * (Root 1, My Snapshots 2, Uploads 3) keep their names and places whatever was sent; every other
 * folder sits under Root or another folder of the list, without loops.
 */
export function buildFolderTree(input: FolderInput[]): FolderTreeResult {
  const ids = input.map((f) => f.id);
  if (new Set(ids).size !== ids.length) return { ok: false, message: 'Each folder needs its own id.' };
  for (const fixed of defaultFolders) {
    if (!ids.includes(fixed.id))
      return { ok: false, message: `The folder "${fixed.name}" cannot be deleted.` };
  }
  const byId = new Map<number, { id: number; name: string; parent: number | null }>();
  for (const folder of input) byId.set(folder.id, folder);
  for (const fixed of defaultFolders)
    byId.set(fixed.id, { id: fixed.id, name: fixed.name, parent: fixed.parent });
  for (const folder of byId.values()) {
    if (folder.id === rootFolderId) continue;
    if (folder.parent === null || !byId.has(folder.parent)) {
      return { ok: false, message: `The folder "${folder.name}" needs a parent folder from the list.` };
    }
  }
  const paths = new Map<number, string>();
  const pathOf = (id: number, seen: Set<number>): string | undefined => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return undefined;
    seen.add(id);
    const folder = byId.get(id)!;
    if (folder.parent === null) return '/';
    const parentPath = pathOf(folder.parent, seen);
    if (parentPath === undefined) return undefined;
    const path = `${parentPath === '/' ? '' : parentPath}/${folder.name}`;
    paths.set(id, path);
    return path;
  };
  const folders: Folder[] = [];
  for (const folder of byId.values()) {
    const path = pathOf(folder.id, new Set());
    if (path === undefined)
      return { ok: false, message: `The folder "${folder.name}" cannot be inside itself.` };
    folders.push({ id: folder.id, name: folder.name, parent: folder.parent, path });
  }
  const siblings = new Set<string>();
  for (const folder of folders) {
    const key = `${folder.parent}\u0000${folder.name.toLowerCase()}`;
    if (siblings.has(key)) return { ok: false, message: `There is already a folder "${folder.name}" there.` };
    siblings.add(key);
  }
  return { ok: true, folders: folders.sort((a, b) => a.id - b.id) };
}
