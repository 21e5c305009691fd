import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { contentTags, tags } from './tags.schema.ts';

export type TagRow = typeof tags.$inferSelect;

export async function listTags(
  db: Executor,
  companyIds: number[] | 'all',
  list: { _limit: number; _start: number },
): Promise<TagRow[]> {
  if (companyIds !== 'all' && companyIds.length === 0) return [];
  const query = db
    .select()
    .from(tags)
    .where(companyIds === 'all' ? undefined : inArray(tags.companyId, companyIds))
    .orderBy(asc(tags.title), asc(tags.id))
    .offset(list._start);
  return list._limit === -1 ? query : query.limit(list._limit);
}

/** The tag with this id if it is of one of the companies (undefined: any company). */
export async function findTag(
  db: Executor,
  id: number,
  companyIds: readonly number[] | undefined,
): Promise<TagRow | undefined> {
  if (companyIds?.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.id, id), companyIds ? inArray(tags.companyId, [...companyIds]) : undefined));
  return row;
}

export async function insertTag(db: Executor, values: typeof tags.$inferInsert): Promise<TagRow> {
  const [row] = await db.insert(tags).values(values).returning();
  return row!;
}

export async function updateTag(
  db: Executor,
  tag: { id: number; companyId: number },
  changes: Partial<typeof tags.$inferInsert>,
): Promise<TagRow | undefined> {
  const [row] = await db.update(tags).set(changes).where(ofCompany(tag)).returning();
  return row;
}

/** The tag and its links to items; links cascade with the tag. */
export async function deleteTag(db: Executor, tag: { id: number; companyId: number }): Promise<void> {
  await db.delete(tags).where(ofCompany(tag));
}

const ofCompany = (tag: { id: number; companyId: number }) =>
  and(eq(tags.id, tag.id), eq(tags.companyId, tag.companyId));

export async function linkTag(db: Executor, kind: string, itemId: number, tagId: number): Promise<void> {
  await db.insert(contentTags).values({ kind, itemId, tagId }).onConflictDoNothing();
}

export async function unlinkTag(db: Executor, kind: string, itemId: number, tagId: number): Promise<void> {
  await db
    .delete(contentTags)
    .where(and(eq(contentTags.kind, kind), eq(contentTags.itemId, itemId), eq(contentTags.tagId, tagId)));
}

/** Gives `toId` the tags of `fromId` (same kind): used when an item is duplicated. */
export async function copyTagLinks(db: Executor, kind: string, fromId: number, toId: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${contentTags} (kind, item_id, tag_id)
    SELECT kind, ${toId}, tag_id FROM ${contentTags} WHERE kind = ${kind} AND item_id = ${fromId}
    ON CONFLICT DO NOTHING`);
}
