import type { MyFilesQuery } from '@spatium/contracts';
import { type Folder, type MyFile, parseSort } from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, notFound, unauthorized } from '../../platform/http/errors.ts';
import { FilesService } from '../files/index.ts';
import { findUserById } from '../users/index.ts';
import { notifyOwner } from './myfiles.events.ts';
import { presentMyFile } from './myfiles.presenter.ts';
import {
  deleteMyFile,
  findMyFile,
  listMyFiles,
  type MyFileSortField,
  myFileSortFields,
} from './myfiles.repository.ts';

/** A user's own files in their own folders: every call is about the caller's files only. */
export class MyFilesService {
  private readonly ctx: ModuleContext;
  private readonly files: FilesService;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
    this.files = new FilesService(ctx);
  }

  readonly signLink = (fileId: number, userId: number) => this.files.linkFor(fileId, userId);

  async list(actor: Actor, query: z.infer<typeof MyFilesQuery>): Promise<MyFile[]> {
    const rows = await listMyFiles(this.ctx.db, actor.id, {
      folder: query.folder,
      sort: sortOf(query._sort),
      limit: query._limit === -1 ? undefined : query._limit,
      offset: query._start,
    });
    return rows.map((row) => presentMyFile(row, this.signLink));
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
      files: rows.map((row) => presentMyFile(row, this.signLink)),
    };
  }

  async get(actor: Actor, id: number): Promise<MyFile> {
    const row = await findMyFile(this.ctx.db, actor.id, id);
    if (!row) throw notFound('The file');
    return presentMyFile(row, this.signLink);
  }

  /** SPEC §5: the web app confirms first. Rows go in one transaction, the stored bytes after it. */
  async remove(actor: Actor, id: number): Promise<{ ok: true }> {
    const keys = await this.ctx.db.transaction((tx) => deleteMyFile(tx, actor.id, id));
    if (!keys) throw notFound('The file');
    await Promise.all(
      keys.map((key) =>
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
