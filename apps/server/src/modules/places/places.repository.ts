import type { ListQuery } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { deleteById, findById, listForCompanies } from '../companies/company-collection.repository.ts';
import { places } from './places.schema.ts';

export type PlaceRow = typeof places.$inferSelect;

export const listPlaces = (db: Executor, companyIds: number[] | undefined, query: ListQuery) =>
  listForCompanies(
    db,
    places,
    companyIds,
    query,
    { id: places.id, title: places.title, created_at: places.createdAt },
    { field: 'title', direction: 'asc' },
  );
export const findPlace = (db: Executor, id: number) => findById(db, places, id);
export const deletePlace = (db: Executor, id: number, companyId: number) =>
  deleteById(db, places, id, companyId);

export async function insertPlace(db: Executor, values: typeof places.$inferInsert): Promise<PlaceRow> {
  const [row] = await db.insert(places).values(values).returning();
  return row!;
}

export async function updatePlace(
  db: Executor,
  id: number,
  changes: Partial<typeof places.$inferInsert>,
): Promise<PlaceRow> {
  const [row] = await db.update(places).set(changes).where(eq(places.id, id)).returning();
  return row!;
}
