import { contentProperties } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { contentTables } from '../content/content.tables.ts';
import { findItemFiles, type ItemFile } from '../files/index.ts';
import type { TourRow } from './tours.repository.ts';

/** Image types a browser shows as a plan; a PDF floor plan cannot be one. */
export const planImageTypes = ['image/jpeg', 'image/png', 'image/webp'];
const fileHotspotTypes = new Set(['image', 'document']);
// Enough for the header of any JPEG (its EXIF block included), PNG or WebP.
const HEADER_BYTES = 4 * 1024 * 1024;

/**
 * The files a tour shows to its viewers, and nothing else: image and document hotspots' files that
 * are attached to the tour, and the plan image (attached to the tour, or to the floor plan it names
 * when that floor plan is of the tour's own company). Signed URLs are made, and honoured, only for these.
 */
export interface TourMedia {
  plan: { file: ItemFile; width: number; height: number } | null;
  files: Map<number, ItemFile>;
}

export async function loadTourMedia(db: Executor, tour: TourRow): Promise<TourMedia> {
  const properties = contentProperties.tours.safeParse(tour.properties).data;
  const files = new Map<number, ItemFile>();
  if (!properties) return { plan: null, files };
  const own = new Map(
    ((await findItemFiles(db, 'tours', [tour.id])).get(tour.id) ?? []).map((f) => [f.id, f]),
  );
  for (const scene of properties.scenes)
    for (const hotspot of scene.hotspots) {
      const file = hotspot.file === null ? undefined : own.get(hotspot.file);
      if (fileHotspotTypes.has(hotspot.type) && file) files.set(file.id, file);
    }
  const { plan } = properties;
  if (!plan?.width || !plan.height) return { plan: null, files };
  const candidates = plan.floorplan === null ? own : await floorplanFiles(db, tour.companyId, plan.floorplan);
  const file = candidates.get(plan.file);
  if (!file || !planImageTypes.includes(file.type)) return { plan: null, files };
  files.set(file.id, file);
  return { plan: { file, width: plan.width, height: plan.height }, files };
}

/** The files of a floor plan of `companyId`; none for a floor plan of another company or none at all. */
export async function floorplanFiles(
  db: Executor,
  companyId: number,
  floorplanId: number,
): Promise<Map<number, ItemFile>> {
  const table = contentTables.floorplans;
  const [row] = await db.select({ companyId: table.companyId }).from(table).where(eq(table.id, floorplanId));
  if (row?.companyId !== companyId) return new Map();
  const found = (await findItemFiles(db, 'floorplans', [floorplanId])).get(floorplanId) ?? [];
  return new Map(found.map((f) => [f.id, f]));
}

/** An image's size in pixels, read from its header (the whole file only if the header is longer). */
export async function measureImage(
  storage: Storage,
  storageKey: string,
): Promise<{ width: number; height: number }> {
  for (const range of [{ start: 0, end: HEADER_BYTES - 1 }, undefined]) {
    const object = await storage.get(storageKey, range);
    if (!object) break;
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream) chunks.push(chunk as Buffer);
    const metadata = await sharp(Buffer.concat(chunks))
      .metadata()
      .catch(() => undefined);
    if (metadata?.width && metadata.height) {
      // Browsers turn a photo by its EXIF orientation; 5 to 8 swap its sides.
      const turned = (metadata.orientation ?? 1) >= 5;
      return turned
        ? { width: metadata.height, height: metadata.width }
        : { width: metadata.width, height: metadata.height };
    }
    if (object.size <= HEADER_BYTES) break;
  }
  throw badRequest(
    'The plan image cannot be read; upload it again as JPEG, PNG or WebP.',
    'tours.plan_image',
  );
}
