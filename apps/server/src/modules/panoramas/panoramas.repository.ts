import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { users } from '../users/users.schema.ts';
import { panoramas } from './panoramas.schema.ts';

export type PanoramaRow = typeof panoramas.$inferSelect;

export async function findPanorama(db: Executor, id: number): Promise<PanoramaRow | undefined> {
  const [row] = await db.select().from(panoramas).where(eq(panoramas.id, id));
  return row;
}

/** Panoramas of one company among `ids`: scenes may only show their own company's panoramas. */
export async function findPanoramasOfCompany(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<PanoramaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(panoramas)
    .where(and(eq(panoramas.companyId, companyId), inArray(panoramas.id, ids)));
}

/** The uploaded panorama image of an item: its first file of purpose `panorama`. */
export async function findPanoramaSource(db: Executor, id: number) {
  const [row] = await db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(contentFiles)
    .innerJoin(files, eq(files.id, contentFiles.fileId))
    .where(
      and(eq(contentFiles.kind, 'panoramas'), eq(contentFiles.itemId, id), eq(files.purpose, 'panorama')),
    )
    .orderBy(asc(contentFiles.position), asc(files.id))
    .limit(1);
  return row;
}

/** Merges `patch` into properties in one statement, so an editor's concurrent change is kept. */
export async function patchPanoramaProperties(
  db: Executor,
  id: number,
  patch: Record<string, unknown>,
): Promise<void> {
  await db
    .update(panoramas)
    .set({
      properties: sql`${panoramas.properties} || ${JSON.stringify(patch)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(panoramas.id, id));
}

/** Points the item's thumbnail at the tiler's thumbnail file, creating its file row once. */
export async function setPanoramaThumbnail(
  db: Executor,
  panorama: PanoramaRow,
  storageKey: string,
  size: number,
): Promise<void> {
  const [file] = await db
    .insert(files)
    .values({
      companyId: panorama.companyId,
      name: `${panorama.title}.jpg`,
      size,
      type: 'image/jpeg',
      purpose: 'thumbnail',
      storageKey,
    })
    .onConflictDoUpdate({ target: files.storageKey, set: { size } })
    .returning({ id: files.id });
  await db.update(panoramas).set({ thumbnailFileId: file!.id }).where(eq(panoramas.id, panorama.id));
}

export async function deleteFileByStorageKey(db: Executor, storageKey: string): Promise<void> {
  await db.delete(files).where(eq(files.storageKey, storageKey));
}

export async function findUsersForAccess(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, roleId: users.roleId, companyId: users.companyId, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

/**
 * Marks for tiling again the ready panoramas with a level Photo Sphere Viewer refuses (tiled before
 * every level was a power-of-two grid of at most 64 columns, rows half of them), and returns their ids.
 * One statement: of several instances starting together, each panorama is claimed by one.
 */
export async function claimLegacyTilings(db: Executor): Promise<number[]> {
  const cols = sql`(level->>'cols')::int`;
  const rows = await db
    .update(panoramas)
    .set({
      properties: sql`${panoramas.properties} || '{"status":"tiling","progress":0}'::jsonb`,
      updatedAt: new Date(),
    })
    .where(
      sql`${panoramas.properties}->>'status' = 'ready' AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(COALESCE(${panoramas.properties}->'levels', '[]'::jsonb)) AS level
        WHERE ${cols} < 2 OR ${cols} > 64 OR (${cols} & (${cols} - 1)) <> 0
          OR (level->>'rows')::int * 2 <> ${cols}
      )`,
    )
    .returning({ id: panoramas.id });
  return rows.map((row) => row.id);
}
