import type { MyFilesQuery } from '@spatium/contracts';
import {
  type AddMyFileBody,
  type Folder,
  type FolderInput,
  type MyFile,
  type MyFilesUsage,
  type MyFileType,
  myFilesQuotaBytes,
  parseSort,
  rootFolderId,
} from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, HttpError, notFound, unauthorized } from '../../platform/http/errors.ts';
import {
  FilesService,
  findFile,
  formatBytes,
  isPreviewable,
  thumbnailUrl,
  withPreviews,
} from '../files/index.ts';
import { findUserById } from '../users/index.ts';
import { notifyOwner } from './myfiles.events.ts';
import { buildFolderTree } from './myfiles.folders.ts';
import { presentMyFile } from './myfiles.presenter.ts';
import {
  deleteMyFile,
  findMyFile,
  findMyFiles,
  insertMyFile,
  isFiledAsMyFile,
  listMyFiles,
  lockMyFolders,
  type MyFileRow,
  type MyFileSortField,
  moveFilesOutOf,
  myFileSortFields,
  renameStoredFile,
  saveMyFolders,
  setMyFilesFolder,
  setMyFilesType,
  usedBytes,
} from './myfiles.repository.ts';

/** Why an upload that would take the user over their quota is refused (before any byte is sent). */
export function quotaMessage(used: number, size: number): string {
  return `This file is ${formatBytes(size)}, and only ${formatBytes(Math.max(0, myFilesQuotaBytes - used))} of your ${formatBytes(myFilesQuotaBytes)} are free. Delete some files first.`;
}
const overQuota = (used: number, size: number) =>
  new HttpError(413, quotaMessage(used, size), 'myfiles.quota');

/** What a new file is, from its detected MIME type; the user can file it as something else. */
export function typeOfUpload(mime: string): MyFileType {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (
    mime.startsWith('model/') ||
    ['application/x-step', 'application/vnd.las', 'application/vnd.laszip'].includes(mime)
  )
    return 'model';
  if (
    mime.startsWith('text/') ||
    mime === 'application/pdf' ||
    mime.includes('officedocument') ||
    mime === 'application/json'
  )
    return 'document';
  return 'other';
}

/** A user's own files in their own folders: every call is about the caller's files only. */
export class MyFilesService {
  private readonly ctx: ModuleContext;
  private readonly files: FilesService;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
    this.files = new FilesService(ctx);
  }

  readonly signLink = (fileId: number, userId: number) => this.files.linkFor(fileId, userId);

  // Relative to the API base, like the signed links: the web app puts its API host in front.
  private readonly previewOf = (row: MyFileRow) =>
    isPreviewable({ type: row.mime, size: row.size })
      ? thumbnailUrl(this.ctx.config.jwtSecret, row.fileId, `u${row.ownerId}`).replace(/^\/api/, '')
      : undefined;

  private present = (row: MyFileRow) => presentMyFile(row, this.signLink, this.previewOf);

  async usage(actor: Actor): Promise<MyFilesUsage> {
    return { used: await usedBytes(this.ctx.db, actor.id), quota: myFilesQuotaBytes };
  }

  /** Files a finished upload of the caller's (purpose myfile) into one of their folders. */
  async add(actor: Actor, body: AddMyFileBody): Promise<MyFile> {
    const folders = await this.foldersOf(actor);
    if (!folders.some((f) => f.id === body.folder)) throw notFound('The folder');
    const file = await findFile(this.ctx.db, body.file);
    if (!file || file.ownerId !== actor.id || file.purpose !== 'myfile') throw notFound('The upload');
    const id = await this.ctx.db.transaction(async (tx) => {
      await lockMyFolders(tx, actor.id);
      if (await isFiledAsMyFile(tx, file.id))
        throw badRequest('This upload is already in your files.', 'myfiles.filed');
      const used = await usedBytes(tx, actor.id);
      if (used + file.size > myFilesQuotaBytes) throw overQuota(used, file.size);
      return insertMyFile(tx, {
        ownerId: actor.id,
        folder: body.folder,
        type: typeOfUpload(file.type),
        fileId: file.id,
      });
    });
    notifyOwner(this.ctx, actor.id, 'created', { id });
    return this.get(actor, id);
  }

  /** movemyfiles: every file must be the caller's and the folder one of theirs; else nothing moves. */
  async move(actor: Actor, folder: number, ids: number[]): Promise<MyFile[]> {
    const folders = await this.foldersOf(actor);
    if (!folders.some((f) => f.id === folder)) throw notFound('The folder');
    await this.ctx.db.transaction(async (tx) => {
      await this.requireOwn(tx, actor, ids);
      await setMyFilesFolder(tx, actor.id, ids, folder);
    });
    return this.changed(actor, ids);
  }

  /** changefiletype, with the same all-or-nothing rule. */
  async changeType(actor: Actor, type: MyFileType, ids: number[]): Promise<MyFile[]> {
    await this.ctx.db.transaction(async (tx) => {
      await this.requireOwn(tx, actor, ids);
      await setMyFilesType(tx, actor.id, ids, type);
    });
    return this.changed(actor, ids);
  }

  async rename(actor: Actor, id: number, name: string): Promise<MyFile> {
    const row = await findMyFile(this.ctx.db, actor.id, id);
    if (!row) throw notFound('The file');
    if (row.name === name) throw badRequest('No changes to update', 'no_changes');
    await renameStoredFile(this.ctx.db, row.fileId, name);
    notifyOwner(this.ctx, actor.id, 'updated', { id });
    return this.get(actor, id);
  }

  /** updatemyfolders: the whole tree at once; files of deleted folders go to Root. */
  async saveFolders(actor: Actor, input: FolderInput[]): Promise<Folder[]> {
    const tree = buildFolderTree(input);
    if (!tree.ok) throw badRequest(tree.message, 'myfiles.folders');
    await this.ctx.db.transaction(async (tx) => {
      const current = await lockMyFolders(tx, actor.id);
      if (!current) throw unauthorized();
      await saveMyFolders(tx, actor.id, tree.folders);
      await moveFilesOutOf(
        tx,
        actor.id,
        tree.folders.map((f) => f.id),
        rootFolderId,
      );
    });
    notifyOwner(this.ctx, actor.id, 'updated', { folders: true });
    return tree.folders;
  }

  private async requireOwn(
    db: Parameters<typeof findMyFiles>[0],
    actor: Actor,
    ids: number[],
  ): Promise<void> {
    const unique = [...new Set(ids)];
    const own = await findMyFiles(db, actor.id, unique);
    // Someone else's file is reported exactly like a missing one.
    if (own.length !== unique.length) throw notFound('One of the files');
  }

  private async changed(actor: Actor, ids: number[]): Promise<MyFile[]> {
    notifyOwner(this.ctx, actor.id, 'updated', { ids });
    return (await findMyFiles(this.ctx.db, actor.id, [...new Set(ids)])).map(this.present);
  }

  async list(actor: Actor, query: z.infer<typeof MyFilesQuery>): Promise<MyFile[]> {
    const rows = await listMyFiles(this.ctx.db, actor.id, {
      folder: query.folder,
      sort: sortOf(query._sort),
      limit: query._limit === -1 ? undefined : query._limit,
      offset: query._start,
    });
    return rows.map(this.present);
  }

  /** One of the caller's folders, its sub-folders and its files; a folder they do not have is 404. */
  async folder(actor: Actor, id: number): Promise<Folder & { folders: Folder[]; files: MyFile[] }> {
    const folders = await this.foldersOf(actor);
    const folder = folders.find((f) => f.id === id);
    if (!folder) throw notFound('The folder');
    const rows = await listMyFiles(this.ctx.db, actor.id, {
      folder: id,
      sort: { field: 'created_at', direction: 'desc' },
      limit: undefined,
      offset: 0,
    });
    return {
      ...folder,
      folders: folders.filter((f) => f.parent === id && f.id !== id),
      files: rows.map(this.present),
    };
  }

  async get(actor: Actor, id: number): Promise<MyFile> {
    const row = await findMyFile(this.ctx.db, actor.id, id);
    if (!row) throw notFound('The file');
    return this.present(row);
  }

  /** SPEC §5: the web app confirms first. Rows go in one transaction, the stored bytes after it. */
  async remove(actor: Actor, id: number): Promise<{ ok: true }> {
    const keys = await this.ctx.db.transaction((tx) => deleteMyFile(tx, actor.id, id));
    if (!keys) throw notFound('The file');
    await Promise.all(
      withPreviews(keys).map((key) =>
        this.ctx.storage.delete(key).catch((error: unknown) => {
          // The rows are gone; a leftover object only costs space.
          this.ctx.log.warn({ err: error, key }, 'a deleted file stayed in storage');
        }),
      ),
    );
    notifyOwner(this.ctx, actor.id, 'deleted', { id });
    return { ok: true };
  }

  async foldersOf(actor: Actor): Promise<Folder[]> {
    const user = await findUserById(this.ctx.db, actor.id);
    if (!user) throw unauthorized();
    return user.myfolders;
  }
}

function sortOf(sort: string | undefined): { field: MyFileSortField; direction: 'asc' | 'desc' } {
  const parsed = parseSort(sort);
  if (!parsed) return { field: 'created_at', direction: 'desc' };
  const field = myFileSortFields.find((f) => f === parsed.field);
  if (!field) {
    throw badRequest(
      `Files cannot be sorted by ${parsed.field}. Use ${myFileSortFields.join(', ')}.`,
      'myfiles.sort',
    );
  }
  return { field, direction: parsed.direction };
}
