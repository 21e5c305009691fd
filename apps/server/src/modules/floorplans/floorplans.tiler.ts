import { execFile } from 'node:child_process';
import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  FLOORPLAN_MAX_SIDE,
  FLOORPLAN_PDF_DPI,
  FLOORPLAN_TILE_SIZE,
  type FloorplanFailure,
} from '@spatium/contracts';
import sharp from 'sharp';
import { levelGrid } from './floorplans.keys.ts';

const run = promisify(execFile);
/** Ghostscript gets this long for one page; a PDF that takes longer is treated as broken. */
const PDF_TIMEOUT_MS = 120_000;

/** A sheet the tiler refuses, with the message shown to the editor. */
export class FloorplanRejected extends Error {
  readonly code: FloorplanFailure;
  readonly size: { width: number; height: number } | undefined;
  constructor(code: FloorplanFailure, message: string, size?: { width: number; height: number }) {
    super(message);
    this.code = code;
    this.size = size;
  }
}

export interface TiledSheet {
  width: number;
  height: number;
  maxZoom: number;
  /** Local files, to put into storage; removed by `cleanUp`. */
  tiles: { z: number; x: number; y: number; file: string }[];
  cleanUp(): Promise<void>;
}

/** The level at which a sheet is shown at full size: the smallest whose 256 px grid holds its longer side. */
export function maxZoomOf(width: number, height: number): number {
  return Math.max(0, Math.ceil(Math.log2(Math.max(width, height) / FLOORPLAN_TILE_SIZE)));
}

async function isPdf(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    return head.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

/**
 * A PDF's first page drawn as a PNG by ghostscript (-dSAFER: the PDF may not touch files), at
 * FLOORPLAN_PDF_DPI. Anything ghostscript cannot draw is "unreadable".
 */
async function renderPdfPage(input: string, dir: string): Promise<string> {
  const output = path.join(dir, 'page.png');
  try {
    await run(
      'gs',
      [
        '-q',
        '-dSAFER',
        '-dBATCH',
        '-dNOPAUSE',
        '-dFirstPage=1',
        '-dLastPage=1',
        '-dUseCropBox',
        '-sDEVICE=png16m',
        `-r${FLOORPLAN_PDF_DPI}`,
        '-dTextAlphaBits=4',
        '-dGraphicsAlphaBits=4',
        `-sOutputFile=${output}`,
        input,
      ],
      { timeout: PDF_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
    );
    await sharp(output).metadata();
  } catch {
    throw new FloorplanRejected(
      'unreadable',
      'The PDF could not be read: its first page cannot be drawn. Check the file opens, or upload the drawing as PNG, JPEG or TIFF.',
    );
  }
  return output;
}

async function measure(input: string): Promise<{ width: number; height: number }> {
  let size: { width: number; height: number } | undefined;
  try {
    size = (await sharp(input, { limitInputPixels: false }).metadata()).autoOrient;
  } catch {
    size = undefined;
  }
  if (!size?.width || !size.height)
    throw new FloorplanRejected(
      'unreadable',
      'The floor plan file is not an image or PDF that can be read (use PNG, JPEG, TIFF, WebP or PDF).',
    );
  if (size.width > FLOORPLAN_MAX_SIDE || size.height > FLOORPLAN_MAX_SIDE)
    throw new FloorplanRejected(
      'too_large',
      `A floor plan may be at most ${FLOORPLAN_MAX_SIDE}×${FLOORPLAN_MAX_SIDE} pixels; this one is ${size.width}×${size.height}.`,
      size,
    );
  return { width: size.width, height: size.height };
}

/**
 * Tiles one sheet (an image, or a PDF's first page) into a pyramid of 256 px PNG tiles in
 * `{z}/{y}/{x}` folders (sharp's "google" layout): the whole image at maxZoom, halved on each level
 * below, its top left at 0,0; tiles only where the image is. Nothing is left on disk on failure.
 */
export async function tileSheet(input: string): Promise<TiledSheet> {
  const dir = await mkdtemp(path.join(tmpdir(), 'spatium-floorplan-'));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  try {
    const source = (await isPdf(input)) ? await renderPdfPage(input, dir) : input;
    const { width, height } = await measure(source);
    const maxZoom = maxZoomOf(width, height);
    const out = path.join(dir, 'tiles');
    try {
      await sharp(source, { limitInputPixels: FLOORPLAN_MAX_SIDE * FLOORPLAN_MAX_SIDE })
        .rotate()
        .png({ compressionLevel: 8 })
        .tile({
          size: FLOORPLAN_TILE_SIZE,
          overlap: 0,
          layout: 'google',
          // Every tile is written, even a blank one: the viewer asks for each tile of the image.
          skipBlanks: -1,
          background: { r: 255, g: 255, b: 255, alpha: 0 },
        })
        .toFile(out);
    } catch {
      throw new FloorplanRejected(
        'unreadable',
        'The floor plan image is damaged: it could not be read to the end.',
        { width, height },
      );
    }
    const tiles: TiledSheet['tiles'] = [];
    for (let z = 0; z <= maxZoom; z++) {
      const { cols, rows } = levelGrid(width, height, maxZoom, z);
      for (let y = 0; y < rows; y++)
        for (let x = 0; x < cols; x++)
          tiles.push({ z, x, y, file: path.join(out, `${z}`, `${y}`, `${x}.png`) });
      const written = (
        await Promise.all(
          Array.from({ length: rows }, (_, y) => readdir(path.join(out, `${z}`, `${y}`)).catch(() => [])),
        )
      )
        .flat()
        .filter((name) => name.endsWith('.png')).length;
      if (written !== cols * rows)
        throw new Error(`Level ${z} has ${written} tiles instead of ${cols}×${rows}`);
    }
    return { width, height, maxZoom, tiles, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
