import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TileLevel } from '@spatium/contracts';
import sharp from 'sharp';
import type { z } from 'zod';

export const TILE_SIZE = 512;
/** The largest panorama we tile: beyond this, browsers' WebGL textures and memory give out. */
export const MAX_WIDTH = 16_384;
export const MAX_HEIGHT = 8_192;
/** PSV's smallest useful level; anything smaller is covered by the preview. */
const MIN_LEVEL_WIDTH = 1024;
const PREVIEW = { width: 2048, height: 1024 };
const THUMBNAIL = { width: 512, height: 256 };

/** A panorama the tiler refuses, with the message shown to the editor. */
export class PanoramaRejected extends Error {}

export interface TiledPanorama {
  width: number;
  height: number;
  /** Smallest first; a level's index is its number in tile URLs and storage keys. */
  levels: z.infer<typeof TileLevel>[];
  /** Local files, to put into storage; `dir` is removed by `cleanUp`. */
  tiles: { level: number; col: number; row: number; file: string }[];
  preview: string;
  thumbnail: string;
  cleanUp(): Promise<void>;
}

/** Checks the image is an equirectangular panorama we can tile; throws PanoramaRejected if not. */
export async function checkPanorama(input: string | Buffer): Promise<{ width: number; height: number }> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch {
    throw new PanoramaRejected('The panorama file is not an image that can be read (use JPEG, PNG or WebP).');
  }
  if (!width || !height) throw new PanoramaRejected('The panorama file is not an image that can be read.');
  // Equirectangular: 360° across, 180° up and down.
  if (Math.abs(width / height - 2) > 0.02)
    throw new PanoramaRejected(
      `The panorama must be equirectangular, twice as wide as it is high (2:1); this image is ${width}×${height}.`,
    );
  if (width > MAX_WIDTH || height > MAX_HEIGHT)
    throw new PanoramaRejected(
      `The panorama may be at most ${MAX_WIDTH}×${MAX_HEIGHT} pixels; this image is ${width}×${height}.`,
    );
  return { width, height };
}

/**
 * Deep Zoom tiles (512 px, no overlap) with sharp, keeping only the levels Photo Sphere Viewer's
 * EquirectangularMultiTilesPanorama uses (1024 px wide and up), plus a preview and a thumbnail.
 */
export async function tilePanorama(input: string | Buffer): Promise<TiledPanorama> {
  const { width, height } = await checkPanorama(input);
  const dir = await mkdtemp(path.join(tmpdir(), 'spatium-tiles-'));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  try {
    const image = sharp(input, { limitInputPixels: MAX_WIDTH * MAX_HEIGHT }).rotate();
    const preview = path.join(dir, 'preview.jpg');
    const thumbnail = path.join(dir, 'thumbnail.jpg');
    await Promise.all([
      image
        .clone()
        .jpeg({ quality: 85 })
        .tile({ size: TILE_SIZE, overlap: 0, layout: 'dz' })
        .toFile(path.join(dir, 'pano.dz')),
      image
        .clone()
        .resize(PREVIEW.width, PREVIEW.height, { fit: 'fill' })
        .jpeg({ quality: 80 })
        .toFile(preview),
      image
        .clone()
        .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'fill' })
        .jpeg({ quality: 80 })
        .toFile(thumbnail),
    ]);
    const maxLevel = Math.ceil(Math.log2(Math.max(width, height)));
    const levels: TiledPanorama['levels'] = [];
    const tiles: TiledPanorama['tiles'] = [];
    for (let dz = 0; dz <= maxLevel; dz++) {
      const scale = 2 ** (maxLevel - dz);
      const levelWidth = Math.ceil(width / scale);
      if (levelWidth < MIN_LEVEL_WIDTH) continue;
      const level = levels.length;
      const cols = Math.ceil(levelWidth / TILE_SIZE);
      const rows = Math.ceil(Math.ceil(height / scale) / TILE_SIZE);
      levels.push({ width: levelWidth, cols, rows });
      const levelDir = path.join(dir, 'pano_files', String(dz));
      for (const name of await readdir(levelDir)) {
        const match = /^(\d+)_(\d+)\.jpe?g$/.exec(name);
        if (match)
          tiles.push({
            level,
            col: Number(match[1]),
            row: Number(match[2]),
            file: path.join(levelDir, name),
          });
      }
    }
    return { width, height, levels, tiles, preview, thumbnail, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
