import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FloorplanStructure } from '@spatium/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database, Executor } from '../../platform/database/db.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { companies } from '../companies/companies.schema.ts';
import { contentTables } from '../content/content.tables.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { floorplanMarkers, floorplans } from '../floorplans/floorplans.schema.ts';
import { tileSheetIntoStorage } from '../floorplans/index.ts';
import { issues } from '../issues/issues.schema.ts';

/** Pixels of the generated demo floor plan. */
export const DEMO_PLAN_SIZE = { width: 1200, height: 800 } as const;

/** The rooms of each generated level: top left, top right, bottom left, bottom right. */
const levelRooms = {
  3: ['Offices', 'Stairwell 2', 'Main entrance', 'Site office'],
  2: ['Flat 2A', 'Stairwell 2', 'Flat 3B', 'Technical room'],
} as const;

/**
 * A generated floor plan of Block A (PNG): rooms, walls, doors and labels. On level 3 the main
 * entrance is bottom left and stairwell 2 top right, where the demo tour's scenes sit on it; level 2
 * has the same stairwell above flats and the technical room.
 */
export async function sampleFloorplan(level: 2 | 3 = 3): Promise<Buffer> {
  const { width, height } = DEMO_PLAN_SIZE;
  const [topLeft, topRight, bottomLeft, bottomRight] = levelRooms[level];
  const room = (x: number, y: number, w: number, h: number, label: string, fill: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" stroke="#1f2937" stroke-width="10"/>
  <text x="${x + w / 2}" y="${y + h / 2}" font-size="34" text-anchor="middle" fill="#374151" font-family="sans-serif">${label}</text>`;
  const door = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#f8fafc"/>
  ${room(60, 60, 480, 340, topLeft, '#eef2ff')}
  ${room(540, 60, 600, 340, topRight, '#fef3c7')}
  ${room(60, 400, 480, 340, bottomLeft, '#dcfce7')}
  ${room(540, 400, 600, 340, bottomRight, '#fce7f3')}
  ${door(200, 390, 120, 20)}
  ${door(530, 180, 20, 120)}
  ${door(530, 520, 20, 120)}
  ${door(180, 730, 160, 20)}
  <text x="${width / 2}" y="${height - 14}" font-size="22" text-anchor="middle" fill="#6b7280" font-family="sans-serif">Fjordbyen Block A – level ${level}</text>
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
        // Merged into the sheets already there: Block A's plan gets one sheet per level.
        properties: sql`${floorplans.properties} || jsonb_build_object('sheets', COALESCE(${floorplans.properties}->'sheets', '{}'::jsonb) || jsonb_build_object(${String(fileId)}::text, ${JSON.stringify(sheet)}::jsonb))`,
      })
      .where(eq(floorplans.id, floorplanId));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Block A as a two-level building: level 2 is drawn and tiled beside the plan's level 3 (seeded with
 * the public tour), the company's floor-plan structure lists both floors, top floor first, and a few
 * markers stand on them: the site walk at its level-3 scene, issues, the laser scan and the BIM model.
 */
export async function seedDemoBuilding(
  db: Database,
  storage: Storage,
  ids: { companyId: number; companyAdmin: number },
): Promise<void> {
  const plan = await findByTitle(db, 'floorplans', 'Block A – floor plans, levels 1–5');
  const [level3] = await db
    .select({ id: contentFiles.fileId })
    .from(contentFiles)
    .where(and(eq(contentFiles.kind, 'floorplans'), eq(contentFiles.itemId, plan)))
    .orderBy(asc(contentFiles.position));
  const image = await sampleFloorplan(2);
  const key = `files/demo/block-a-level-2-${Date.now().toString(36)}.png`;
  await storage.put(key, image);
  const [level2] = await db
    .insert(files)
    .values({
      companyId: ids.companyId,
      ownerId: ids.companyAdmin,
      name: 'Block A level 2.png',
      size: image.length,
      type: 'image/png',
      purpose: 'document',
      storageKey: key,
    })
    .returning({ id: files.id });
  await db.insert(contentFiles).values({ kind: 'floorplans', itemId: plan, fileId: level2!.id, position: 1 });
  await tileDemoSheet(db, storage, plan, level2!.id, image);

  const structure: FloorplanStructure = {
    version: 1,
    buildings: [
      {
        id: 'block-a',
        name: 'Fjordbyen Block A',
        floors: [
          { id: 'level-3', name: 'Level 3', floorplan: plan, file: level3!.id },
          { id: 'level-2', name: 'Level 2', floorplan: plan, file: level2!.id },
        ],
      },
    ],
  };
  await db
    .update(companies)
    .set({ floorplans: { enabled: true, structure, data: null } })
    .where(eq(companies.id, ids.companyId));

  const issueId = async (title: string) => {
    const [row] = await db.select({ id: issues.id }).from(issues).where(eq(issues.title, title));
    return row!.id;
  };
  const marker = (
    file: number,
    kind: string,
    itemId: number,
    x: number,
    y: number,
    scene: string | null = null,
  ) => ({
    companyId: ids.companyId,
    floorplanId: plan,
    fileId: file,
    kind,
    itemId,
    scene,
    x,
    y,
    createdBy: ids.companyAdmin,
  });
  await db
    .insert(floorplanMarkers)
    .values([
      marker(
        level3!.id,
        'tours',
        await findByTitle(db, 'tours', 'Fjordbyen Block A – 360 site walk'),
        300,
        230,
        'corridor',
      ),
      marker(level3!.id, 'issues', await issueId('Label missing on fire door'), 880, 560),
      marker(level2!.id, 'issues', await issueId('Scratched window frame, flat 3B'), 300, 600),
      marker(
        level2!.id,
        'clouds',
        await findByTitle(db, 'clouds', 'Block A – laser scan, week 12'),
        840,
        230,
      ),
      marker(
        level2!.id,
        'bims',
        await findByTitle(db, 'bims', 'Block A – architectural model (IFC4)'),
        840,
        560,
      ),
    ]);
}

async function findByTitle(db: Database, kind: 'floorplans' | 'tours' | 'clouds' | 'bims', title: string) {
  const table = contentTables[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.title, title));
  return row!.id;
}
