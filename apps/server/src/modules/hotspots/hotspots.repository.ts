import type { ListQuery } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { deleteById, findById, listForCompanies } from '../companies/company-collection.repository.ts';
import { contentTables } from '../content/content.tables.ts';
import { hotspots } from './hotspots.schema.ts';

export type HotspotRow = typeof hotspots.$inferSelect;

export const listHotspots = (db: Executor, companyIds: number[] | undefined, query: ListQuery) =>
  listForCompanies(
    db,
    hotspots,
    companyIds,
    query,
    { id: hotspots.id, title: hotspots.title, created_at: hotspots.createdAt },
    { field: 'title', direction: 'asc' },
  );
export const findHotspot = (db: Executor, id: number) => findById(db, hotspots, id);
export const deleteHotspot = (db: Executor, id: number, companyId: number) =>
  deleteById(db, hotspots, id, companyId);

export async function insertHotspot(db: Executor, values: typeof hotspots.$inferInsert): Promise<HotspotRow> {
  const [row] = await db.insert(hotspots).values(values).returning();
  return row!;
}

export async function updateHotspot(
  db: Executor,
  id: number,
  changes: Partial<typeof hotspots.$inferInsert>,
): Promise<HotspotRow> {
  const [row] = await db.update(hotspots).set(changes).where(eq(hotspots.id, id)).returning();
  return row!;
}

/** The company of a tour, to keep a hotspot inside its own company. */
export async function tourCompany(db: Executor, tourId: number): Promise<number | undefined> {
  const tours = contentTables.tours;
  const [row] = await db.select({ companyId: tours.companyId }).from(tours).where(eq(tours.id, tourId));
  return row?.companyId;
}
