import type { ContentKind, FavouriteKey } from '@spatium/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { favourites } from './favourites.schema.ts';

export type FavouriteRow = typeof favourites.$inferSelect;

/** Every favourite of one user, in their order: only ever the caller's own rows. */
export async function listFavourites(db: Executor, userId: number): Promise<FavouriteRow[]> {
  return db
    .select()
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.order), asc(favourites.id));
}

export async function countFavourites(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(favourites)
    .where(eq(favourites.userId, userId));
  return row?.count ?? 0;
}

/** Adds at the end of the list; an item already there keeps its place. */
export async function insertFavourite(db: Executor, userId: number, key: FavouriteKey): Promise<void> {
  await db
    .insert(favourites)
    .values({
      userId,
      type: key.type,
      contentId: key.content_id,
      order: sql`(SELECT COALESCE(MAX(${favourites.order}) + 1, 0) FROM ${favourites} WHERE ${favourites.userId} = ${userId})`,
    })
    .onConflictDoNothing({ target: [favourites.userId, favourites.type, favourites.contentId] });
}

export async function deleteFavourite(db: Executor, userId: number, key: FavouriteKey): Promise<void> {
  await db
    .delete(favourites)
    .where(
      and(
        eq(favourites.userId, userId),
        eq(favourites.type, key.type),
        eq(favourites.contentId, key.content_id),
      ),
    );
}

export async function setFavouriteOrder(
  db: Executor,
  userId: number,
  id: number,
  order: number,
): Promise<void> {
  await db
    .update(favourites)
    .set({ order })
    .where(and(eq(favourites.id, id), eq(favourites.userId, userId)));
}

export const favouriteKeyOf = (kind: ContentKind, contentId: number) => `${kind}:${contentId}`;
