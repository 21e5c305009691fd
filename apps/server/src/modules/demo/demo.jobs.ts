import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Executor } from '../../platform/database/db.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { insertFile, setContentFiles } from '../files/index.ts';
import { findPanorama, type PanoramaRow, TILING_JOB } from '../panoramas/index.ts';
import { panoramas } from '../panoramas/panoramas.schema.ts';
import { renderPanoramaJpeg } from './demo.panorama.ts';
import { type DemoSceneKey, demoScenes } from './demo.scenes.ts';

export const DEMO_PANORAMA_JOB = 'demo.panorama';

/**
 * The demo's panoramas beyond the public tour are drawn in the job queue after the first start,
 * so the server answers at once: each is rendered, stored as the panorama's image like an upload,
 * and handed to the ordinary tiling job.
 */
export function registerDemoJobs(ctx: ServiceContext): void {
  ctx.jobs.work<{ id: number; scene: string }>(DEMO_PANORAMA_JOB, async ({ id, scene }) => {
    const panorama = await findPanorama(ctx.db, id);
    if (!panorama || !(scene in demoScenes)) return;
    const jpeg = await renderPanoramaJpeg(demoScenes[scene as DemoSceneKey]);
    await storeDemoPanoramaImage(ctx.db, ctx.storage, panorama, jpeg);
    await ctx.jobs.enqueue(TILING_JOB, { id });
  });
}

/** Queues the renders the seed left marked (`demo_scene`); claimed once, whichever instance starts. */
export async function enqueueDemoPanoramas(ctx: ServiceContext): Promise<void> {
  const claimed = await ctx.db.execute<{ id: number; scene: string }>(sql`
    WITH pending AS (
      SELECT id, ${panoramas.properties}->>'demo_scene' AS scene FROM ${panoramas}
      WHERE ${panoramas.properties}->>'demo_scene' IS NOT NULL
      FOR UPDATE SKIP LOCKED
    )
    UPDATE ${panoramas} SET properties = ${panoramas}.properties - 'demo_scene'
    FROM pending WHERE ${panoramas}.id = pending.id
    RETURNING ${panoramas}.id, pending.scene`);
  for (const row of claimed.rows) await ctx.jobs.enqueue(DEMO_PANORAMA_JOB, { id: row.id, scene: row.scene });
}

/** The image goes where an upload's would: a file of the panorama, downloadable and tiled again at will. */
export async function storeDemoPanoramaImage(
  db: Executor,
  storage: Storage,
  panorama: Pick<PanoramaRow, 'id' | 'companyId' | 'createdBy' | 'title'>,
  jpeg: Buffer,
): Promise<void> {
  const storageKey = `files/demo/panorama-${panorama.id}.jpg`;
  await storage.put(storageKey, jpeg);
  const file = await insertFile(db, {
    companyId: panorama.companyId,
    ownerId: panorama.createdBy,
    name: `${panorama.title.replace(/[^\w\s.–-]/g, '').trim()}.jpg`,
    size: jpeg.length,
    type: 'image/jpeg',
    purpose: 'panorama',
    storageKey,
  });
  await setContentFiles(db, 'panoramas', panorama.id, panorama.companyId, [file.id]);
}
