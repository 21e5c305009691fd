import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import type { ActorScope } from '../companies/index.ts';
import { visibleSubproject } from '../content/index.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { tours } from '../tours/tours.schema.ts';
import { users } from '../users/users.schema.ts';
import { floorplans } from './floorplans.schema.ts';

export type FloorplanRow = typeof floorplans.$inferSelect;

export async function findFloorplan(db: Executor, id: number): Promise<FloorplanRow | undefined> {
  const [row] = await db.select().from(floorplans).where(eq(floorplans.id, id));
  return row;
}

/** One file of a floor plan, if it is still attached to it. */
export async function findSheetFile(db: Executor, id: number, fileId: number) {
  const [row] = await db
    .select({ id: files.id, name: files.name, type: files.type, storageKey: files.storageKey })
    .from(contentFiles)
    .innerJoin(files, eq(files.id, contentFiles.fileId))
    .where(
      and(eq(contentFiles.kind, 'floorplans'), eq(contentFiles.itemId, id), eq(contentFiles.fileId, fileId)),
    );
  return row;
}

/**
 * Merges `patch` into one sheet's state (`properties.sheets[file]`) in one statement, so that jobs of
 * several sheets and an editor's change of other properties never undo each other.
 */
export async function patchSheet(
  db: Executor,
  id: number,
  file: number,
  patch: Record<string, unknown>,
): Promise<void> {
  const key = String(file);
  await db
    .update(floorplans)
    .set({
      properties: sql`jsonb_set(
        ${floorplans.properties} || jsonb_build_object('sheets', COALESCE(${floorplans.properties}->'sheets', '{}'::jsonb)),
        ARRAY['sheets', ${key}::text],
        COALESCE(${floorplans.properties}->'sheets'->${key}::text, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb
      )`,
      updatedAt: new Date(),
    })
    .where(eq(floorplans.id, id));
}

/** Forgets a sheet whose file left the floor plan. */
export async function removeSheet(db: Executor, id: number, file: number): Promise<void> {
  await db
    .update(floorplans)
    .set({ properties: sql`${floorplans.properties} #- ARRAY['sheets', ${String(file)}::text]` })
    .where(eq(floorplans.id, id));
}

export async function findUsersForAccess(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, roleId: users.roleId, companyId: users.companyId, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Tours of the floor plan's company that the actor may see and whose plan is one of its sheets. */
export async function findToursOnFloorplan(db: Executor, access: ActorScope, floorplan: FloorplanRow) {
  return db
    .select({ id: tours.id, title: tours.title, properties: tours.properties })
    .from(tours)
    .where(
      and(
        eq(tours.companyId, floorplan.companyId),
        sql`(${tours.properties}->'plan'->>'floorplan')::int = ${floorplan.id}`,
        visibleSubproject(access, tours.oldsubprojectId, tours.companyId),
      ),
    )
    .orderBy(tours.order, tours.id);
}
