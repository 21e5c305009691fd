import type { Folder, MyFileType } from '@spatium/contracts';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { files } from '../files/files.schema.ts';
import { users } from '../users/users.schema.ts';
import { myfiles } from './myfiles.schema.ts';

/** A myfiles row with what the list shows of its stored file. */
export type MyFileRow = typeof myfiles.$inferSelect & { name: string; size: number; mime: string };

const sortColumns = {
  id: myfiles.id,
  created_at: myfiles.createdAt,
  name: files.name,
  size: files.size,
} as const;
export type MyFileSortField = keyof typeof sortColumns;
export const myFileSortFields = Object.keys(sortColumns) as MyFileSortField[];

const columns = {
  id: myfiles.id,
  ownerId: myfiles.ownerId,
  folder: myfiles.folder,
  type: myfiles.type,
  fileId: myfiles.fileId,
  thumbnailFileId: myfiles.thumbnailFileId,
  view: myfiles.view,
  createdAt: myfiles.createdAt,
  name: files.name,
  size: files.size,
  mime: files.type,
};

export async function insertMyFile(db: Executor, values: typeof myfiles.$inferInsert): Promise<number> {
  const [row] = await db.insert(myfiles).values(values).returning({ id: myfiles.id });
  return row!.id;
}

/** The owner's files, optionally of one folder; every query names the owner. */
export async function listMyFiles(
  db: Executor,
  ownerId: number,
  options: {
    folder?: number | undefined;
    sort: { field: MyFileSortField; direction: 'asc' | 'desc' };
    limit: number | undefined;
    offset: number;
  },
): Promise<MyFileRow[]> {
  const where: SQL[] = [eq(myfiles.ownerId, ownerId)];
  if (options.folder !== undefined) where.push(eq(myfiles.folder, options.folder));
  const order = options.sort.direction === 'desc' ? desc : asc;
  const query = db
    .select(columns)
    .from(myfiles)
    .innerJoin(files, eq(files.id, myfiles.fileId))
    .where(and(...where))
    // The id breaks ties, so pages never repeat or skip a row.
    .orderBy(order(sortColumns[options.sort.field]), order(myfiles.id))
    .offset(options.offset);
  return options.limit === undefined ? query : query.limit(options.limit);
}

export async function findMyFile(db: Executor, ownerId: number, id: number): Promise<MyFileRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(myfiles)
    .innerJoin(files, eq(files.id, myfiles.fileId))
    .where(and(eq(myfiles.id, id), eq(myfiles.ownerId, ownerId)));
  return row;
}

/**
 * Deletes one of the owner's files with its stored file and preview (the myfiles row goes with its
 * file). Returns the storage keys to delete after the transaction commits; none if it was not theirs.
 */
export async function deleteMyFile(db: Executor, ownerId: number, id: number): Promise<string[] | undefined> {
  const [row] = await db
    .select({ fileId: myfiles.fileId, thumbnailFileId: myfiles.thumbnailFileId })
    .from(myfiles)
    .where(and(eq(myfiles.id, id), eq(myfiles.ownerId, ownerId)))
    .for('update');
  if (!row) return undefined;
  const fileIds = [row.fileId, ...(row.thumbnailFileId ? [row.thumbnailFileId] : [])];
  const deleted = await db
    .delete(files)
    .where(inArray(files.id, fileIds))
    .returning({ storageKey: files.storageKey });
  return deleted.map((d) => d.storageKey);
}

/** Whether a stored file (image or preview) is someone's own file: then it is theirs alone. */
export async function isPersonalFile(db: Executor, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: myfiles.id })
    .from(myfiles)
    .where(or(eq(myfiles.fileId, fileId), eq(myfiles.thumbnailFileId, fileId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes all of a user's own files (with the account). Returns the storage keys to delete after the
 * transaction commits.
 */
export async function deleteAllMyFiles(db: Executor, ownerId: number): Promise<string[]> {
  const rows = await db
    .select({ fileId: myfiles.fileId, thumbnailFileId: myfiles.thumbnailFileId })
    .from(myfiles)
    .where(eq(myfiles.ownerId, ownerId));
  const fileIds = rows.flatMap((r) => (r.thumbnailFileId ? [r.fileId, r.thumbnailFileId] : [r.fileId]));
  if (fileIds.length === 0) return [];
  const deleted = await db
    .delete(files)
    .where(inArray(files.id, fileIds))
    .returning({ storageKey: files.storageKey });
  return deleted.map((d) => d.storageKey);
}

/** The owner's files among `ids`, with their stored file: anything not theirs is simply not there. */
export async function findMyFiles(db: Executor, ownerId: number, ids: number[]): Promise<MyFileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(myfiles)
    .innerJoin(files, eq(files.id, myfiles.fileId))
    .where(and(inArray(myfiles.id, ids), eq(myfiles.ownerId, ownerId)))
    .orderBy(asc(myfiles.id));
}

export async function setMyFilesFolder(
  db: Executor,
  ownerId: number,
  ids: number[],
  folder: number,
): Promise<void> {
  await db
    .update(myfiles)
    .set({ folder })
    .where(and(inArray(myfiles.id, ids), eq(myfiles.ownerId, ownerId)));
}

export async function setMyFilesType(
  db: Executor,
  ownerId: number,
  ids: number[],
  type: MyFileType,
): Promise<void> {
  await db
    .update(myfiles)
    .set({ type })
    .where(and(inArray(myfiles.id, ids), eq(myfiles.ownerId, ownerId)));
}

/** Files of folders that no longer exist go to `folder` (Root). */
export async function moveFilesOutOf(
  db: Executor,
  ownerId: number,
  keptFolders: number[],
  folder: number,
): Promise<void> {
  await db
    .update(myfiles)
    .set({ folder })
    .where(
      and(
        eq(myfiles.ownerId, ownerId),
        sql`NOT (${myfiles.folder} = ANY (${sql`ARRAY[${sql.join(
          keptFolders.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]`}))`,
      ),
    );
}

export async function renameStoredFile(db: Executor, fileId: number, name: string): Promise<void> {
  await db.update(files).set({ name }).where(eq(files.id, fileId));
}

/** Bytes of all of a user's own files (their previews are not counted). */
export async function usedBytes(db: Executor, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`COALESCE(SUM(${files.size}), 0)` })
    .from(myfiles)
    .innerJoin(files, eq(files.id, myfiles.fileId))
    .where(eq(myfiles.ownerId, ownerId));
  return Number(row?.used ?? 0);
}

/** The owner's folder list, locked until the transaction ends, so two saves cannot interleave. */
export async function lockMyFolders(db: Executor, ownerId: number): Promise<Folder[] | undefined> {
  const [row] = await db
    .select({ myfolders: users.myfolders })
    .from(users)
    .where(eq(users.id, ownerId))
    .for('update');
  return row?.myfolders;
}

export async function saveMyFolders(db: Executor, ownerId: number, folders: Folder[]): Promise<void> {
  await db.update(users).set({ myfolders: folders }).where(eq(users.id, ownerId));
}

export async function isFiledAsMyFile(db: Executor, fileId: number): Promise<boolean> {
  const [row] = await db.select({ id: myfiles.id }).from(myfiles).where(eq(myfiles.fileId, fileId)).limit(1);
  return row !== undefined;
}
