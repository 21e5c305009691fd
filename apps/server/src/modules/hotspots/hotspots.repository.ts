import type { ListQuery } from '@spatium/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { type ActorScope, CompanyCollection } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import { visibleSubproject } from '../content/index.ts';
import { hotspots } from './hotspots.schema.ts';

export type HotspotRow = typeof hotspots.$inferSelect;

export const hotspotsCollection = new CompanyCollection(
  hotspots,
  { id: hotspots.id, title: hotspots.title, created_at: hotspots.createdAt },
  { field: 'title', direction: 'asc' },
);

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
  return hotspotsCollection.list(
    db,
    companyIds,
    query,
    tourVisible &&
      or(
        isNull(hotspots.tourId),
        sql`EXISTS (SELECT 1 FROM ${tours} WHERE ${tours.id} = ${hotspots.tourId} AND ${tourVisible})`,
      ),
  );
};

/** The sub-project of a tour of this company (a hotspot stays inside its company); it says who hears of it. */
export async function findTourSubproject(
  db: Executor,
  tourId: number,
  companyId: number,
): Promise<number | undefined> {
  const tours = contentTables.tours;
  const [row] = await db
    .select({ subprojectId: tours.oldsubprojectId })
    .from(tours)
    .where(and(eq(tours.id, tourId), eq(tours.companyId, companyId)));
  return row?.subprojectId;
}
