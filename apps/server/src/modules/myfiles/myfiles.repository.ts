import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { files } from '../files/files.schema.ts';
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
