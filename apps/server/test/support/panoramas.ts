import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { files } from '../../src/modules/files/files.schema.ts';
import { setPanoramaThumbnail } from '../../src/modules/panoramas/panoramas.repository.ts';
import { samplePanorama } from '../../src/modules/panoramas/panoramas.sample.ts';
import { panoramas } from '../../src/modules/panoramas/panoramas.schema.ts';
import { tileIntoStorage } from '../../src/modules/panoramas/panoramas.tiling.ts';
import { createStorage } from '../../src/platform/storage/create-storage.ts';
import type { TestApp } from './app.ts';
import { buildContent } from './catalogue.ts';

/** An uploaded panorama image, as a finished upload leaves it: in storage, not yet on an item. */
export async function uploadImage(app: TestApp, ownerId: number, image: Buffer): Promise<number> {
  const storageKey = `uploads/test-${randomUUID()}`;
  await createStorage(app.config).put(storageKey, image);
  const [row] = await app.db
    .insert(files)
    .values({
      ownerId,
      name: 'panorama.jpg',
      size: image.length,
      type: 'image/jpeg',
      purpose: 'panorama',
      storageKey,
    })
    .returning({ id: files.id });
  return row!.id;
}

/** A panorama already tiled (through the same pipeline as the job, thumbnail included), without waiting for a job. */
export async function buildTiledPanorama(
  app: TestApp,
  values: { companyId: number; oldsubprojectId: number; hue?: number },
) {
  const row = await buildContent(app.db, 'panoramas', values);
  const image = await samplePanorama(2048, 1024, { hue: values.hue ?? 30, label: `Panorama ${row.id}` });
  const tiled = await tileIntoStorage(createStorage(app.config), row.id, image);
  const properties = { status: 'ready', progress: 100, error: null, ...tiled, thumbnail: undefined };
  await app.db.update(panoramas).set({ properties }).where(eq(panoramas.id, row.id));
  await setPanoramaThumbnail(app.db, row, tiled.thumbnail.key, tiled.thumbnail.size);
  return { ...row, properties };
}
