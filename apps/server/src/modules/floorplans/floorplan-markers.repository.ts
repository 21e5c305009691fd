import type { ContentKind, FloorplanStructure } from '@spatium/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { companies } from '../companies/companies.schema.ts';
import type { ActorScope } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import { visibleSubproject } from '../content/index.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { floorplanMarkers, floorplans } from './floorplans.schema.ts';

export type FloorplanMarkerRow = typeof floorplanMarkers.$inferSelect;

/** The company's stored structure (SPEC §3 `floorplans.structure`), null where none was saved yet. */
export async function findStructure(db: Executor, companyId: number): Promise<unknown> {
  const [row] = await db
    .select({ floorplans: companies.floorplans })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ? (row.floorplans.structure ?? null) : undefined;
}

/** Replaces the structure only, so the company's other floor-plan settings stay as they are. */
export async function saveStructure(
  db: Executor,
  companyId: number,
  structure: FloorplanStructure,
): Promise<void> {
  await db
    .update(companies)
    .set({
      floorplans: sql`jsonb_set(${companies.floorplans}, '{structure}', ${JSON.stringify(structure)}::jsonb)`,
    })
    .where(eq(companies.id, companyId));
}

/** The company's floor plans the actor may see, each with its files (sheets) in order. */
export async function listVisibleFloorplans(db: Executor, access: ActorScope, companyId: number) {
  const rows = await db
    .select({ id: floorplans.id, title: floorplans.title, file: files.id, name: files.name })
    .from(floorplans)
    .leftJoin(contentFiles, and(eq(contentFiles.kind, 'floorplans'), eq(contentFiles.itemId, floorplans.id)))
    .leftJoin(files, eq(files.id, contentFiles.fileId))
    .where(
      and(
        eq(floorplans.companyId, companyId),
        visibleSubproject(access, floorplans.oldsubprojectId, floorplans.companyId),
      ),
    )
    .orderBy(asc(floorplans.title), asc(floorplans.id), asc(contentFiles.position), asc(files.id));
  const plans = new Map<number, { id: number; title: string; sheets: { file: number; name: string }[] }>();
  for (const row of rows) {
    const plan = plans.get(row.id) ?? { id: row.id, title: row.title, sheets: [] };
    if (row.file !== null && row.name !== null) plan.sheets.push({ file: row.file, name: row.name });
    plans.set(row.id, plan);
  }
  return [...plans.values()];
}

/** Items of one kind among `ids` that the actor may see, enabled, in the company: id → title and properties. */
export async function visibleItems(
  db: Executor,
  access: ActorScope,
  kind: ContentKind,
  companyId: number,
  select: { ids: number[] } | { limit: number },
) {
  if ('ids' in select && select.ids.length === 0) return [];
  const table = contentTables[kind];
  const query = db
    .select({ id: table.id, title: table.title, properties: table.properties })
    .from(table)
    .where(
      and(
        eq(table.companyId, companyId),
        eq(table.enabled, true),
        visibleSubproject(access, table.oldsubprojectId, table.companyId),
        'ids' in select ? inArray(table.id, select.ids) : undefined,
      ),
    )
    .orderBy(desc(table.updatedAt), desc(table.id));
  return 'limit' in select ? query.limit(select.limit) : query;
}

export async function listMarkers(db: Executor, floorplanId: number): Promise<FloorplanMarkerRow[]> {
  return db
    .select()
    .from(floorplanMarkers)
    .where(eq(floorplanMarkers.floorplanId, floorplanId))
    .orderBy(asc(floorplanMarkers.id));
}

export async function findMarker(db: Executor, id: number): Promise<FloorplanMarkerRow | undefined> {
  const [row] = await db.select().from(floorplanMarkers).where(eq(floorplanMarkers.id, id));
  return row;
}

export async function insertMarker(
  db: Executor,
  values: typeof floorplanMarkers.$inferInsert,
): Promise<FloorplanMarkerRow> {
  const [row] = await db.insert(floorplanMarkers).values(values).returning();
  return row!;
}

export async function moveMarker(
  db: Executor,
  id: number,
  companyId: number,
  at: { x: number; y: number },
): Promise<FloorplanMarkerRow | undefined> {
  const [row] = await db
    .update(floorplanMarkers)
    .set({ x: at.x, y: at.y, updatedAt: new Date() })
    .where(and(eq(floorplanMarkers.id, id), eq(floorplanMarkers.companyId, companyId)))
    .returning();
  return row;
}

export async function deleteMarker(db: Executor, id: number, companyId: number): Promise<void> {
  await db
    .delete(floorplanMarkers)
    .where(and(eq(floorplanMarkers.id, id), eq(floorplanMarkers.companyId, companyId)));
}

/** Markers of a sheet whose file left the plan go with it. */
export async function deleteMarkersOfSheet(db: Executor, floorplanId: number, fileId: number): Promise<void> {
  await db
    .delete(floorplanMarkers)
    .where(and(eq(floorplanMarkers.floorplanId, floorplanId), eq(floorplanMarkers.fileId, fileId)));
}
