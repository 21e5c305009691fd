import type { ListQuery } from '@spatium/contracts';
import { eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { deleteById, findById, listForCompanies } from '../companies/company-collection.repository.ts';
import type { ActorScope } from '../companies/company-scope.ts';
import { visibleSubproject } from '../content/content.access.ts';
import { contentTables } from '../content/content.tables.ts';
import { hotspots } from './hotspots.schema.ts';

export type HotspotRow = typeof hotspots.$inferSelect;

/**
 * Hotspots of the given companies that the actor may see: the company's own (on no tour) and those
 * on a tour whose sub-project the actor sees, as the catalogue decides it (role 3 and company admins
 * every one).
 */
export const listHotspots = (
  db: Executor,
  companyIds: number[] | undefined,
  access: ActorScope,
  query: ListQuery,
) => {
  const tours = contentTables.tours;
  const tourVisible = visibleSubproject(access, tours.oldsubprojectId, tours.companyId);
  return listForCompanies(
    db,
    hotspots,
    companyIds,
    query,
    { id: hotspots.id, title: hotspots.title, created_at: hotspots.createdAt },
    { field: 'title', direction: 'asc' },
    tourVisible &&
      or(
        isNull(hotspots.tourId),
        sql`EXISTS (SELECT 1 FROM ${tours} WHERE ${tours.id} = ${hotspots.tourId} AND ${tourVisible})`,
      ),
  );
};
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

/** Where a tour is: its company keeps a hotspot inside it; its sub-project says who hears of it. */
export async function findTourPlace(
  db: Executor,
  tourId: number,
): Promise<{ companyId: number; subprojectId: number } | undefined> {
  const tours = contentTables.tours;
  const [row] = await db
    .select({ companyId: tours.companyId, subprojectId: tours.oldsubprojectId })
    .from(tours)
    .where(eq(tours.id, tourId));
  return row;
}
