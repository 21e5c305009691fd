import { type ContentKind, contentKindNames, type DashboardLayout } from '@spatium/contracts';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import type { ActorScope } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import { visibleSubproject } from '../content/index.ts';
import { dashboardLayouts, notes, quotes } from './dashboard.schema.ts';

export type NoteRow = typeof notes.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;

export async function findLayout(db: Executor, userId: number): Promise<DashboardLayout | undefined> {
  const [row] = await db
    .select({ layout: dashboardLayouts.layout })
    .from(dashboardLayouts)
    .where(eq(dashboardLayouts.userId, userId));
  return row?.layout;
}

export async function saveLayout(db: Executor, userId: number, layout: DashboardLayout): Promise<void> {
  await db
    .insert(dashboardLayouts)
    .values({ userId, layout })
    .onConflictDoUpdate({ target: dashboardLayouts.userId, set: { layout, updatedAt: new Date() } });
}

export async function deleteLayout(db: Executor, userId: number): Promise<void> {
  await db.delete(dashboardLayouts).where(eq(dashboardLayouts.userId, userId));
}

/** The owner's notes between two days, in day order; every query names the owner. */
export async function listNotes(db: Executor, ownerId: number, from: string, to: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(notes)
    .where(and(eq(notes.ownerId, ownerId), gte(notes.day, from), lte(notes.day, to)))
    .orderBy(asc(notes.day), asc(notes.id));
}

export async function insertNote(db: Executor, ownerId: number, values: { day: string; text: string }) {
  const [row] = await db
    .insert(notes)
    .values({ ownerId, ...values })
    .returning();
  return row!;
}

export async function updateNote(
  db: Executor,
  ownerId: number,
  id: number,
  values: { day: string; text: string },
): Promise<NoteRow | undefined> {
  const [row] = await db
    .update(notes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(notes.id, id), eq(notes.ownerId, ownerId)))
    .returning();
  return row;
}

export async function findNote(db: Executor, ownerId: number, id: number): Promise<NoteRow | undefined> {
  const [row] = await db
    .select()
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.ownerId, ownerId)));
  return row;
}

export async function deleteNote(db: Executor, ownerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(notes)
    .where(and(eq(notes.id, id), eq(notes.ownerId, ownerId)))
    .returning({ id: notes.id });
  return deleted.length > 0;
}

export async function listQuotes(db: Executor): Promise<QuoteRow[]> {
  return db.select().from(quotes).orderBy(asc(quotes.id));
}

export async function insertQuote(db: Executor, values: { text: string; author: string }): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  return row!;
}

export async function findQuote(db: Executor, id: number): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

export async function updateQuote(
  db: Executor,
  id: number,
  values: { text: string; author: string },
): Promise<QuoteRow | undefined> {
  const [row] = await db.update(quotes).set(values).where(eq(quotes.id, id)).returning();
  return row;
}

export async function deleteQuote(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(quotes).where(eq(quotes.id, id)).returning({ id: quotes.id });
  return deleted.length > 0;
}

/** The newest items of every kind the actor may see, as (kind, id): one query over every kind's table. */
export async function newestVisibleContent(
  db: Executor,
  access: ActorScope,
  limit: number,
): Promise<{ kind: ContentKind; id: number }[]> {
  const parts = contentKindNames.map((kind) => {
    const t = contentTables[kind];
    const visible = visibleSubproject(access, t.oldsubprojectId, t.companyId) ?? sql`true`;
    // Each part is limited too, so no kind's table is read in full.
    return sql`(SELECT ${kind}::text AS kind, ${t.id} AS id, ${t.createdAt} AS created_at FROM ${t}
      WHERE ${t.enabled} AND ${visible} ORDER BY ${t.createdAt} DESC, ${t.id} DESC LIMIT ${limit})`;
  });
  const result = await db.execute<{ kind: ContentKind; id: number }>(
    sql`SELECT kind, id FROM (${sql.join(parts, sql` UNION ALL `)}) newest ORDER BY created_at DESC, kind, id DESC LIMIT ${limit}`,
  );
  return result.rows.map((r) => ({ kind: r.kind, id: Number(r.id) }));
}
