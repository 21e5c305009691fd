import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { shareLinks } from './sharelinks.schema.ts';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** Neither revoked nor past its expiry, in the database's clock. */
const active = () =>
  and(isNull(shareLinks.revokedAt), or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, sql`now()`)));

export async function insertShareLink(db: Executor, values: typeof shareLinks.$inferInsert) {
  const [row] = await db.insert(shareLinks).values(values).returning();
  return row!;
}

export async function listLinksOf(db: Executor, userId: number): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.createdBy, userId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

/** The caller's own link by id; another user's is answered as missing. */
export async function findLinkOf(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.createdBy, userId)));
  return row;
}

export async function revokeLink(db: Executor, id: number): Promise<void> {
  await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(shareLinks.id, id), isNull(shareLinks.revokedAt)));
}

export async function findActiveLinkByCode(db: Executor, code: string): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.code, code), active()));
  return row;
}

export async function findActiveLink(db: Executor, id: number): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.id, id), active()));
  return row;
}
