import { contentKindNames, type FileRef } from '@spatium/contracts';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/database/db.ts';
import { contentTables } from '../content/content.tables.ts';
import { contentFiles, files } from './files.schema.ts';

export type FileRow = typeof files.$inferSelect;

export function presentFileRef(row: Pick<FileRow, 'id' | 'name' | 'size' | 'type'>): FileRef {
  return { id: row.id, name: row.name, size: row.size, type: row.type, url: `/api/files/${row.id}` };
}

export async function insertFile(db: Executor, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findFile(db: Executor, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** A stored file as the server itself uses it (the storage key never leaves the server). */
export interface ItemFile {
  id: number;
  name: string;
  type: string;
  size: number;
  storageKey: string;
}

export async function findItemFilesById(db: Executor, ids: number[]): Promise<ItemFile[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: files.id,
      name: files.name,
      type: files.type,
      size: files.size,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(inArray(files.id, ids));
}

/** The files of many content items of one kind, in their order: one query for a whole list. */
export async function findItemFiles(
  db: Executor,
  kind: string,
  itemIds: number[],
): Promise<Map<number, ItemFile[]>> {
  const result = new Map<number, ItemFile[]>();
  if (itemIds.length === 0) return result;
  const rows = await db
    .select({
      itemId: contentFiles.itemId,
      id: files.id,
      name: files.name,
      type: files.type,
      size: files.size,
      storageKey: files.storageKey,
    })
    .from(contentFiles)
    .innerJoin(files, eq(files.id, contentFiles.fileId))
    .where(and(eq(contentFiles.kind, kind), inArray(contentFiles.itemId, itemIds)))
    .orderBy(asc(contentFiles.position), asc(files.id));
  for (const { itemId, ...file } of rows) result.set(itemId, [...(result.get(itemId) ?? []), file]);
  return result;
}

/** The same, as API responses present them. */
export async function loadFileRefs(
  db: Executor,
  kind: string,
  itemIds: number[],
): Promise<Map<number, FileRef[]>> {
  const found = await findItemFiles(db, kind, itemIds);
  return new Map([...found].map(([itemId, list]) => [itemId, list.map(presentFileRef)]));
}

/**
 * Of these file ids, the ones that may be attached inside `companyId`: files of that company, or
 * the caller's own uploads not yet tied to a company. Anything else is left out.
 */
export async function filesAttachableIn(
  db: Executor,
  companyId: number,
  ownerId: number,
  fileIds: number[],
): Promise<number[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, fileIds),
        or(eq(files.companyId, companyId), and(isNull(files.companyId), eq(files.ownerId, ownerId))),
      ),
    );
  return rows.map((r) => r.id);
}

/** Replaces an item's files with `fileIds` (already checked), claiming them for the company. */
export async function setContentFiles(
  db: Executor,
  kind: string,
  itemId: number,
  companyId: number,
  fileIds: number[],
): Promise<void> {
  await db.delete(contentFiles).where(and(eq(contentFiles.kind, kind), eq(contentFiles.itemId, itemId)));
  if (fileIds.length === 0) return;
  await db.update(files).set({ companyId }).where(inArray(files.id, fileIds));
  await db
    .insert(contentFiles)
    .values(fileIds.map((fileId, position) => ({ kind, itemId, fileId, position })));
}

/**
 * Unlinks the files of deleted items and deletes the file rows no other item uses. Returns their
 * storage keys, to delete from storage after the transaction commits.
 */
export async function releaseContentFiles(db: Executor, kind: string, itemIds: number[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const links = await db
    .delete(contentFiles)
    .where(and(eq(contentFiles.kind, kind), inArray(contentFiles.itemId, itemIds)))
    .returning({ fileId: contentFiles.fileId });
  const fileIds = [...new Set(links.map((l) => l.fileId))];
  if (fileIds.length === 0) return [];
  const stillUsed = await db
    .select({ fileId: contentFiles.fileId })
    .from(contentFiles)
    .where(inArray(contentFiles.fileId, fileIds));
  const used = new Set(stillUsed.map((r) => r.fileId));
  const orphans = fileIds.filter((id) => !used.has(id));
  if (orphans.length === 0) return [];
  const deleted = await db
    .delete(files)
    .where(inArray(files.id, orphans))
    .returning({ storageKey: files.storageKey });
  return deleted.map((d) => d.storageKey);
}

export async function findFileByUploadId(db: Executor, uploadId: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.uploadId, uploadId));
  return row;
}

/**
 * Whether the file belongs to (or is the thumbnail of) a content item the actor may see. One query
 * over every kind's table; `visible` is the catalogue's "may see this sub-project" condition. A
 * tour's own files (what its hotspots show, its plan) are not counted: scenes may be locked behind a
 * quiz, so readers open those files only through the viewer's grants, scene by scene once open.
 */
export async function isFileOfVisibleContent(
  db: Executor,
  fileId: number,
  visible: (subprojectId: AnyPgColumn, companyId: AnyPgColumn) => SQL | undefined,
): Promise<boolean> {
  const branches = contentKindNames.flatMap((kind) => {
    const t = contentTables[kind];
    const condition = visible(t.oldsubprojectId, t.companyId) ?? sql`TRUE`;
    const thumbnail = sql`SELECT 1 FROM ${t} WHERE ${t.thumbnailFileId} = ${fileId} AND ${condition}`;
    if (kind === 'tours') return [thumbnail];
    return [
      sql`SELECT 1 FROM ${contentFiles} JOIN ${t} ON ${t.id} = ${contentFiles.itemId} WHERE ${contentFiles.kind} = ${kind} AND ${contentFiles.fileId} = ${fileId} AND ${condition}`,
      thumbnail,
    ];
  });
  const result = await db.execute<{ found: boolean }>(
    sql`SELECT EXISTS (${sql.join(branches, sql` UNION ALL `)}) AS found`,
  );
  return result.rows[0]?.found === true;
}

/**
 * Claims the caller's fresh attachment uploads for a message in `companyId`, in one statement: only
 * their own uploads of purpose `attachment` that no message holds yet (an unsent attachment has no
 * company). Answers the ids claimed; the caller refuses the message when any is missing.
 */
export async function claimAttachments(
  db: Executor,
  companyId: number,
  ownerId: number,
  fileIds: number[],
): Promise<number[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .update(files)
    .set({ companyId })
    .where(
      and(
        inArray(files.id, fileIds),
        eq(files.ownerId, ownerId),
        eq(files.purpose, 'attachment'),
        isNull(files.companyId),
      ),
    )
    .returning({ id: files.id });
  return rows.map((r) => r.id);
}

/** Deletes file rows; answers their storage keys, to delete from storage after the transaction commits. */
export async function deleteFileRows(db: Executor, fileIds: number[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .delete(files)
    .where(inArray(files.id, fileIds))
    .returning({ storageKey: files.storageKey });
  return rows.map((r) => r.storageKey);
}
