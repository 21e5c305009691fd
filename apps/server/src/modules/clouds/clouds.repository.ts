import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import type { ContentTable } from '../content/content.table.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { users } from '../users/users.schema.ts';
import { clouds } from './clouds.schema.ts';
import { cloudPins, measurements } from './clouds-access.schema.ts';

/** The uploaded LAS file of a cloud or cloud child: its first file of purpose `cloud`. */
export async function findCloudSource(db: Executor, kind: 'clouds' | 'cloudChildren', id: number) {
  const [row] = await db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(contentFiles)
    .innerJoin(files, eq(files.id, contentFiles.fileId))
    .where(and(eq(contentFiles.kind, kind), eq(contentFiles.itemId, id), eq(files.purpose, 'cloud')))
    .orderBy(asc(contentFiles.position), asc(files.id))
    .limit(1);
  return row;
}

/** An enabled cloud its managers made public (`properties.public`). */
export async function findPublicCloud(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(clouds)
    .where(
      and(
        eq(clouds.id, id),
        eq(clouds.enabled, true),
        sql`(${clouds.properties}->>'public')::boolean IS TRUE`,
      ),
    );
  return row;
}

export async function findRow(db: Executor, table: ContentTable, id: number) {
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row;
}

/** Merges `patch` into properties in one statement, so an editor's concurrent change is kept. */
export async function patchProperties(
  db: Executor,
  table: ContentTable,
  id: number,
  patch: Record<string, unknown>,
): Promise<void> {
  await db
    .update(table)
    .set({ properties: sql`${table.properties} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(eq(table.id, id));
}

/** The children of a cloud, in their order. */
export async function findChildren(db: Executor, table: ContentTable, cloudId: number) {
  return db
    .select()
    .from(table)
    .where(sql`(${table.properties}->>'cloud')::int = ${cloudId}`)
    .orderBy(asc(table.order), asc(table.id));
}

export async function findUsers(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, roleId: users.roleId, companyId: users.companyId, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findPinHash(db: Executor, cloudId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ pinHash: cloudPins.pinHash })
    .from(cloudPins)
    .where(eq(cloudPins.cloudId, cloudId));
  return row?.pinHash;
}

export async function savePinHash(db: Executor, cloudId: number, pinHash: string | null): Promise<void> {
  if (pinHash === null) {
    await db.delete(cloudPins).where(eq(cloudPins.cloudId, cloudId));
    return;
  }
  await db
    .insert(cloudPins)
    .values({ cloudId, pinHash })
    .onConflictDoUpdate({ target: cloudPins.cloudId, set: { pinHash, updatedAt: new Date() } });
}

export type MeasurementRow = typeof measurements.$inferSelect;

/** The user's own measurements on an item and those others shared. */
export async function listMeasurements(db: Executor, userId: number, content: string, itemId: number) {
  return db
    .select()
    .from(measurements)
    .where(
      and(
        eq(measurements.content, content),
        eq(measurements.itemId, itemId),
        or(eq(measurements.userId, userId), eq(measurements.shared, true)),
      ),
    )
    .orderBy(asc(measurements.id));
}

export async function findMeasurement(db: Executor, id: number): Promise<MeasurementRow | undefined> {
  const [row] = await db.select().from(measurements).where(eq(measurements.id, id));
  return row;
}

export async function insertMeasurement(db: Executor, values: typeof measurements.$inferInsert) {
  const [row] = await db.insert(measurements).values(values).returning();
  return row!;
}

export async function updateMeasurement(
  db: Executor,
  id: number,
  changes: Partial<Pick<MeasurementRow, 'title' | 'visible' | 'shared'>>,
) {
  const [row] = await db.update(measurements).set(changes).where(eq(measurements.id, id)).returning();
  return row!;
}

export async function deleteMeasurement(db: Executor, id: number): Promise<void> {
  await db.delete(measurements).where(eq(measurements.id, id));
}

/** Measurements go with their item: a deleted cloud leaves none behind. */
export async function deleteMeasurementsOf(db: Executor, content: string, itemId: number): Promise<void> {
  await db
    .delete(measurements)
    .where(and(eq(measurements.content, content), eq(measurements.itemId, itemId)));
}
