import { randomUUID } from 'node:crypto';
import {
  contentProperties,
  type MyFile,
  messages,
  type SaveSceneSnapshotFields,
  type SaveSnapshotFields,
  snapshotFolderId,
  snapshotImageTypes,
} from '@spatium/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, HttpError } from '../../platform/http/errors.ts';
import type { ContentService } from '../content/index.ts';
import { insertFile, sanitiseFileName } from '../files/index.ts';
import { getOverrides } from '../settings/index.ts';
import { notifyOwner } from './myfiles.events.ts';
import { insertMyFile } from './myfiles.repository.ts';
import type { SnapshotViewRecord } from './myfiles.schema.ts';
import type { MyFilesService } from './myfiles.service.ts';

// Small enough for a grid of many, large enough to recognise the view.
const THUMBNAIL_WIDTH = 480;
// A 16K panorama screenshot is far below this; a decompression bomb is far above.
const MAX_INPUT_PIXELS = 80_000_000;

/**
 * Saves a picture of a tour view into the caller's My Snapshots: the image as it was taken, a small
 * preview, and the view it shows (tour, scene, yaw, pitch, zoom) to open the tour there again.
 */
export async function saveSnapshot(
  ctx: ModuleContext,
  deps: { tours: ContentService; myFiles: MyFilesService },
  input: {
    actor: Actor;
    domain: string;
    fields: z.infer<typeof SaveSnapshotFields>;
    image: Buffer;
  },
): Promise<MyFile> {
  const { actor, fields, image } = input;
  if ((await getOverrides(ctx.db, input.domain)).disable_snapshots) {
    throw new HttpError(403, messages.snapshotsDisabled, 'snapshots.disabled');
  }
  const tour = await deps.tours.findVisible(await deps.tours.access(actor), fields.tour);
  const scene = contentProperties.tours
    .safeParse(tour.properties)
    .data?.scenes.find((s) => s.id === fields.scene);
  if (!scene) throw badRequest(`The tour "${tour.title}" has no scene "${fields.scene}".`, 'snapshots.scene');
  await assertSnapshotFolder(deps.myFiles, actor);

  const view = {
    tour: tour.id,
    scene: scene.id,
    yaw: fields.yaw,
    pitch: fields.pitch,
    zoom: fields.zoom,
    tourTitle: tour.title,
    sceneTitle: scene.title,
  };
  return storeSnapshot(ctx, deps.myFiles, actor, image, `${tour.title} – ${scene.title}`, view);
}

/**
 * Saves a picture of a 3D view (point cloud, BIM or 3D model) into the caller's My Snapshots, as a
 * tour's: named for the item and the time. It keeps no view: only tours reopen from a snapshot.
 */
export async function saveSceneSnapshot(
  ctx: ModuleContext,
  deps: { contents: Record<SaveSceneSnapshotFields['content'], ContentService>; myFiles: MyFilesService },
  input: { actor: Actor; domain: string; fields: SaveSceneSnapshotFields; image: Buffer },
): Promise<MyFile> {
  const { actor, fields, image } = input;
  if ((await getOverrides(ctx.db, input.domain)).disable_snapshots) {
    throw new HttpError(403, messages.snapshotsDisabled, 'snapshots.disabled');
  }
  const content = deps.contents[fields.content];
  const item = await content.findVisible(await content.access(actor), fields.item);
  await assertSnapshotFolder(deps.myFiles, actor);
  return storeSnapshot(ctx, deps.myFiles, actor, image, item.title, null);
}

async function assertSnapshotFolder(myFiles: MyFilesService, actor: Actor): Promise<void> {
  const folders = await myFiles.foldersOf(actor);
  if (!folders.some((f) => f.id === snapshotFolderId)) {
    throw badRequest(
      'Your folder "My Snapshots" is missing, so there is nowhere to save.',
      'snapshots.folder',
    );
  }
}

/** The image as taken, a small preview beside it, and the row in My Snapshots, in one transaction. */
async function storeSnapshot(
  ctx: ModuleContext,
  myFiles: MyFilesService,
  actor: Actor,
  image: Buffer,
  what: string,
  view: SnapshotViewRecord | null,
): Promise<MyFile> {
  const mime = await imageType(image);
  const thumbnail = await previewOf(image);
  const takenAt = new Date();
  const name = sanitiseFileName(
    `${what} – ${takenAt.toISOString().slice(0, 16).replace('T', ' ').replace(':', '.')} UTC.${mime === 'image/png' ? 'png' : 'jpg'}`,
  );
  const base = `myfiles/${actor.id}/${randomUUID()}`;
  const keys = {
    image: `${base}.${mime === 'image/png' ? 'png' : 'jpg'}`,
    thumbnail: `${base}-preview.webp`,
  };
  await ctx.storage.put(keys.image, image);
  let id: number;
  try {
    await ctx.storage.put(keys.thumbnail, thumbnail);
    id = await ctx.db.transaction(async (tx) => {
      const stored = await insertFile(tx, {
        companyId: null,
        ownerId: actor.id,
        name,
        size: image.length,
        type: mime,
        purpose: 'document',
        storageKey: keys.image,
      });
      const preview = await insertFile(tx, {
        companyId: null,
        ownerId: actor.id,
        name: `${name} (preview).webp`,
        size: thumbnail.length,
        type: 'image/webp',
        purpose: 'thumbnail',
        storageKey: keys.thumbnail,
      });
      return insertMyFile(tx, {
        ownerId: actor.id,
        folder: snapshotFolderId,
        type: 'snapshot',
        fileId: stored.id,
        thumbnailFileId: preview.id,
        view,
      });
    });
  } catch (error) {
    await Promise.all([ctx.storage.delete(keys.image), ctx.storage.delete(keys.thumbnail)]).catch(() => {});
    throw error;
  }
  const saved = await myFiles.get(actor, id);
  notifyOwner(ctx, actor.id, 'created', saved);
  return saved;
}

/** The type judged by the bytes, never by a name or a header. */
async function imageType(image: Buffer): Promise<(typeof snapshotImageTypes)[number]> {
  const detected = (await fileTypeFromBuffer(image))?.mime;
  const accepted = snapshotImageTypes.find((t) => t === detected);
  if (!accepted) {
    throw new HttpError(
      415,
      `A snapshot must be a JPEG or PNG image${detected ? `; this file is ${detected}` : ''}.`,
      'snapshots.type',
    );
  }
  return accepted;
}

/** Decoding the whole image for the preview also proves it is not a broken or forged one. */
async function previewOf(image: Buffer): Promise<Buffer> {
  try {
    return await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw badRequest('The snapshot image is damaged or too large to read.', 'snapshots.unreadable');
  }
}
