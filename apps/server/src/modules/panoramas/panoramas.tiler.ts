import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PanoramaFailure, TileLevel } from '@spatium/contracts';
import sharp, { type Sharp } from 'sharp';
import type { z } from 'zod';

/** The tile edge we aim for; the real one is the panorama's width over a power of two near it. */
const TARGET_TILE_SIZE = 512;
/** Photo Sphere Viewer's limits: a level has 2 to 64 columns (its sphere has 64 segments). */
const MIN_COLS = 2;
const MAX_COLS = 64;
/** Levels narrower than this are left out (the preview covers them), unless nothing else is left. */
const MIN_LEVEL_WIDTH = 1024;
/** The largest panorama we tile: beyond this, browsers' WebGL textures and memory give out. */
export const MAX_WIDTH = 16_384;
export const MAX_HEIGHT = 8_192;
const PREVIEW = { width: 2048, height: 1024 };
const THUMBNAIL = { width: 512, height: 256 };
const TILE_QUALITY = 85;

type Level = z.infer<typeof TileLevel>;

/** A panorama the tiler refuses, with the message shown to the editor. */
export class PanoramaRejected extends Error {
  readonly code: PanoramaFailure;
  /** The image's size, when it could be read: the editor's message names it. */
  readonly size: { width: number; height: number } | undefined;
  constructor(code: PanoramaFailure, message: string, size?: { width: number; height: number }) {
    super(message);
    this.code = code;
    this.size = size;
  }
}

export interface TiledPanorama {
  width: number;
  height: number;
  /** Edge of every tile, in pixels, on every level: a level's width / cols. */
  tileSize: number;
  /** Smallest first; a level's index is its number in tile URLs and storage keys. */
  levels: Level[];
  /** Local files, to put into storage; `dir` is removed by `cleanUp`. */
  tiles: { level: number; col: number; row: number; file: string }[];
  preview: string;
  thumbnail: string;
  cleanUp(): Promise<void>;
}

/**
 * The pyramid Photo Sphere Viewer's EquirectangularTilesAdapter can show: every level has a
 * power-of-two number of columns, half as many rows, and square tiles of one size (the source width
 * over the top level's columns, so the top level keeps the source's resolution). Each level below
 * halves the columns. Smallest level first; at least one.
 */
export function planTileLevels(width: number): { tileSize: number; levels: Level[] } {
  const idealCols = 2 ** Math.round(Math.log2(width / TARGET_TILE_SIZE));
  const topCols = Math.min(MAX_COLS, Math.max(MIN_COLS, idealCols));
  const tileSize = Math.max(1, Math.round(width / topCols));
  const levels: Level[] = [];
  for (let cols = topCols; cols >= MIN_COLS; cols /= 2) {
    const levelWidth = cols * tileSize;
    if (levels.length > 0 && levelWidth < MIN_LEVEL_WIDTH) break;
    levels.unshift({ width: levelWidth, cols, rows: cols / 2 });
  }
  return { tileSize, levels };
}

/** The tile edge of stored levels (every level has the same). */
export function tileSizeOf(levels: Level[]): number {
  const [first] = levels;
  return first ? first.width / first.cols : TARGET_TILE_SIZE;
}

/** Checks the image is an equirectangular panorama we can tile; throws PanoramaRejected if not. */
export async function checkPanorama(input: string | Buffer): Promise<{ width: number; height: number }> {
  let size: { width: number; height: number } | undefined;
  try {
    // As displayed: a camera that stores its pixels turned records it in EXIF, and we honour it.
    size = (await sharp(input).metadata()).autoOrient;
  } catch {
    throw new PanoramaRejected(
      'unreadable',
      'The panorama file is not an image that can be read (use JPEG, PNG or WebP).',
    );
  }
  const { width, height } = size ?? { width: 0, height: 0 };
  if (!width || !height)
    throw new PanoramaRejected('unreadable', 'The panorama file is not an image that can be read.');
  // Equirectangular: 360° across, 180° up and down.
  if (Math.abs(width / height - 2) > 0.02)
    throw new PanoramaRejected(
      'not_equirectangular',
      `The panorama must be equirectangular, twice as wide as it is high (2:1); this image is ${width}×${height}.`,
      { width, height },
    );
  if (width > MAX_WIDTH || height > MAX_HEIGHT)
    throw new PanoramaRejected(
      'too_large',
      `The panorama may be at most ${MAX_WIDTH}×${MAX_HEIGHT} pixels; this image is ${width}×${height}.`,
      { width, height },
    );
  return { width, height };
}

/**
 * Tiles a panorama for Photo Sphere Viewer (see planTileLevels), plus a preview and a thumbnail.
 * Each level is the source resampled to exactly cols×tile by rows×tile, so no edge tile is short.
 * Levels are made side by side from the source: JPEG shrink-on-load keeps the small ones cheap.
 */
export async function tilePanorama(input: string | Buffer): Promise<TiledPanorama> {
  const { width, height } = await checkPanorama(input);
  const { tileSize, levels } = planTileLevels(width);
  const dir = await mkdtemp(path.join(tmpdir(), 'spatium-tiles-'));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  try {
    const image = sharp(input, { limitInputPixels: MAX_WIDTH * MAX_HEIGHT }).rotate();
    const preview = path.join(dir, 'preview.jpg');
    const thumbnail = path.join(dir, 'thumbnail.jpg');
    const previewWidth = Math.min(PREVIEW.width, levels.at(-1)!.width);
    const made = await Promise.allSettled<TiledPanorama['tiles']>([
      ...levels.map((level, index) => tileLevel(image, level, index, tileSize, dir)),
      image
        .clone()
        .resize(previewWidth, previewWidth / 2, { fit: 'fill' })
        .jpeg({ quality: 80 })
        .toFile(preview)
        .then(() => []),
      image
        .clone()
        .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'fill' })
        .jpeg({ quality: 80 })
        .toFile(thumbnail)
        .then(() => []),
    ]);
    // Settled, not Promise.all: after a failure nothing may still be writing when cleanUp runs.
    const failed = made.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const tiles = made.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    return { width, height, tileSize, levels, tiles, preview, thumbnail, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function tileLevel(
  image: Sharp,
  level: Level,
  index: number,
  tileSize: number,
  dir: string,
): Promise<TiledPanorama['tiles']> {
  const base = path.join(dir, `level-${index}`);
  await image
    .clone()
    .resize(level.width, level.width / 2, { fit: 'fill' })
    .jpeg({ quality: TILE_QUALITY })
    // One Deep Zoom level of the resized image: `<base>_files/0/<col>_<row>.jpeg`.
    .tile({ size: tileSize, overlap: 0, depth: 'one', layout: 'dz' })
    .toFile(`${base}.dz`);
  const levelDir = path.join(`${base}_files`, '0');
  const tiles: TiledPanorama['tiles'] = [];
  for (const name of await readdir(levelDir)) {
    const match = /^(\d+)_(\d+)\.jpe?g$/.exec(name);
    if (match)
      tiles.push({
        level: index,
        col: Number(match[1]),
        row: Number(match[2]),
        file: path.join(levelDir, name),
      });
  }
  if (tiles.length !== level.cols * level.rows)
    throw new Error(`Level ${index} has ${tiles.length} tiles instead of ${level.cols}×${level.rows}`);
  return tiles;
}
