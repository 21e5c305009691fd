import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../platform/database/db.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { floorplans } from '../floorplans/floorplans.schema.ts';
import { tileSheetIntoStorage } from '../floorplans/index.ts';

/** Pixels of the generated demo floor plan. */
export const DEMO_PLAN_SIZE = { width: 1200, height: 800 } as const;

/**
 * A generated floor plan of Block A, level 3 (PNG): rooms, walls, doors and labels, with the main
 * entrance bottom left and stairwell 2 top right, where the demo tour's scenes sit on it.
 */
export async function sampleFloorplan(): Promise<Buffer> {
  const { width, height } = DEMO_PLAN_SIZE;
  const room = (x: number, y: number, w: number, h: number, label: string, fill: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" stroke="#1f2937" stroke-width="10"/>
  <text x="${x + w / 2}" y="${y + h / 2}" font-size="34" text-anchor="middle" fill="#374151" font-family="sans-serif">${label}</text>`;
  const door = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#f8fafc"/>
  ${room(60, 60, 480, 340, 'Offices', '#eef2ff')}
  ${room(540, 60, 600, 340, 'Stairwell 2', '#fef3c7')}
  ${room(60, 400, 480, 340, 'Main entrance', '#dcfce7')}
  ${room(540, 400, 600, 340, 'Site office', '#fce7f3')}
  ${door(200, 390, 120, 20)}
  ${door(530, 180, 20, 120)}
  ${door(530, 520, 20, 120)}
  ${door(180, 730, 160, 20)}
  <text x="${width / 2}" y="${height - 14}" font-size="22" text-anchor="middle" fill="#6b7280" font-family="sans-serif">Fjordbyen Block A – level 3</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo plan's sheet tiled at seed time, through the same pipeline as the tiling job, so the
 * floor-plan viewer opens it at once on a first start.
 */
export async function tileDemoSheet(
  db: Executor,
  storage: Storage,
  floorplanId: number,
  fileId: number,
  image: Buffer,
): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'spatium-demo-plan-'));
  try {
    const input = path.join(dir, 'plan.png');
    await writeFile(input, image);
    const tiled = await tileSheetIntoStorage(storage, floorplanId, fileId, input);
    const sheet = { status: 'ready', progress: 100, error: null, error_code: null, ...tiled };
    await db
      .update(floorplans)
      .set({
        properties: sql`${floorplans.properties} || jsonb_build_object('sheets', jsonb_build_object(${String(fileId)}::text, ${JSON.stringify(sheet)}::jsonb))`,
      })
      .where(eq(floorplans.id, floorplanId));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
