import { buffer } from 'node:stream/consumers';
import {
  type AnalyticsReport,
  analyticsRoutes,
  type ContentKind,
  contentProperties,
  type FloorplanViewer,
  floorplanRoutes,
  type SensorReadings,
  type StoryViewer,
  smartwaterRoutes,
  storyRoutes,
  tourRoutes,
  type WaterAlert,
  type WaterAsset,
} from '@spatium/contracts';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signIn } from '../../../test/support/factories.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { bims } from '../bims/bims.schema.ts';
import { contentTables } from '../content/content.tables.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { panoramas } from '../panoramas/panoramas.schema.ts';
import { stories } from '../stories/stories.schema.ts';
import { tours } from '../tours/tours.schema.ts';
import { DEMO_PASSWORD } from './demo.seed.ts';

/** The kinds whose items are files (a map, a story or a form is made in the app, not uploaded). */
const kindsWithFiles: ContentKind[] = [
  'panoramas',
  'clouds',
  'cloudChildren',
  'bims',
  'threeds',
  'floorplans',
  'geojsons',
  'videos360',
];

/** How each format's bytes begin. */
const magic: Record<string, string> = {
  'application/vnd.las': 'LASF',
  'model/gltf-binary': 'glTF',
  'application/x-step': 'ISO-10303-21;',
  'application/geo+json': '{"type":"FeatureCollection"',
};

describe('the demo data', () => {
  const app = useTestApp({ SEED_DEMO: 'true' });

  it("gives the company admin's analytics weeks of views of their own pages, the public tour among them", async () => {
    const token = await signIn(app, 'companyadmin@example.com', DEMO_PASSWORD);
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const response = await app.call<AnalyticsReport>(analyticsRoutes.analyticsReport, {
      token,
      query: { from, to, by: 'public_tour' },
    });
    expect(response.status).toBe(200);
    expect(response.body.items.map((item) => item.label)).toEqual(['Fjordbyen Block A – public 360 tour']);
    expect(response.body.series.filter((day) => day.views > 0).length).toBeGreaterThan(20);
    const content = await app.call<AnalyticsReport>(analyticsRoutes.analyticsReport, {
      token,
      query: { from, to, by: 'content' },
    });
    expect(content.body.totals.seconds).toBeGreaterThan(0);
    expect(content.body.items.some((item) => item.label.startsWith('E39'))).toBe(false);
  });

  it('is public, with two tiled scenes linked both ways, the second locked by a quiz, on a floor plan', async () => {
    const [tour] = await app.db
      .select({ id: tours.id })
      .from(tours)
      .where(eq(tours.title, 'Fjordbyen Block A – public 360 tour'));
    const response = await app.call<{
      plan: { url: string; width: number; height: number } | null;
      localizations: { locale: string }[];
      scenes: { id: string; locked: boolean; links: { to: string }[]; hotspots: unknown[]; tiles: unknown }[];
    }>(tourRoutes.publicTour, { params: { id: tour!.id } });
    expect(response.status).toBe(200);
    const [entrance, stairwell] = response.body.scenes;
    expect(entrance).toMatchObject({ locked: false, links: [{ to: 'stairwell' }] });
    expect(entrance!.hotspots).toHaveLength(1);
    expect(entrance!.tiles).toMatchObject({
      width: 4096,
      levels: [{ width: 1024 }, { width: 2048 }, { width: 4096 }],
    });
    expect(stairwell).toMatchObject({ locked: true, tiles: null, links: [{ to: 'entrance' }] });
    expect(response.body.plan).toMatchObject({ width: 1200, height: 800 });
    expect(response.body.plan!.url).toMatch(/^\/api\/tours\/\d+\/files\/\d+\/\d+\.anonymous\./);
    expect(response.body.localizations.map((l) => l.locale)).toEqual(['nb-NO']);
  });

  it('has Block A’s levels 3 and 2 tiled as a two-floor building, with the tour’s scenes and markers on them', async () => {
    const [floorplan] = await app.db
      .select({ id: contentTables.floorplans.id })
      .from(contentTables.floorplans)
      .where(eq(contentTables.floorplans.title, 'Block A – floor plans, levels 1–5'));
    const token = await signIn(app, 'user@example.com', DEMO_PASSWORD);
    const viewer = await app.call<FloorplanViewer>(floorplanRoutes.floorplanViewer, {
      token,
      params: { id: floorplan!.id },
    });
    expect(viewer.status).toBe(200);
    const [sheet] = viewer.body.sheets;
    expect(sheet).toMatchObject({ status: 'ready', width: 1200, height: 800, max_zoom: 3 });
    expect(sheet!.markers.map((m) => m.title)).toEqual(['Main entrance', 'Stairwell 2, level 3']);
    const tile = await fetch(new URL(sheet!.tile_url!.replace('{z}/{x}_{y}', '3/0_0'), app.url));
    expect(tile.status).toBe(200);
    const level2 = viewer.body.sheets[1]!;
    expect(level2).toMatchObject({ name: 'Block A level 2.png', status: 'ready', width: 1200, height: 800 });
    expect(viewer.body.buildings).toEqual([
      {
        id: 'block-a',
        name: 'Fjordbyen Block A',
        floors: [
          { id: 'level-3', name: 'Level 3', floorplan: floorplan!.id, file: sheet!.file },
          { id: 'level-2', name: 'Level 2', floorplan: floorplan!.id, file: level2.file },
        ],
      },
    ]);
    expect(sheet!.placed.map((m) => [m.kind, m.title])).toEqual([
      ['tours', 'Fjordbyen Block A – 360 site walk — Level 3 east wing'],
      ['issues', 'Label missing on fire door'],
    ]);
    expect(level2.placed.map((m) => [m.kind, m.title])).toEqual([
      ['issues', 'Scratched window frame, flat 3B'],
      ['clouds', 'Block A – laser scan, week 12'],
      ['bims', 'Block A – architectural model (IFC4)'],
    ]);
  });

  it('has one public story of four chapters, each with a generated picture, the last with the public tour', async () => {
    const [story] = await app.db
      .select({ id: stories.id })
      .from(stories)
      .where(eq(stories.title, 'Block A – from foundation to topping-out'));
    const response = await app.call<StoryViewer>(storyRoutes.storyViewer, { params: { id: story!.id } });
    expect(response.status).toBe(200);
    expect(response.body.slides.map((s) => s.title)).toEqual([
      'Foundation',
      'Structure rising',
      'Topping-out',
      'Walk the building',
    ]);
    for (const slide of response.body.slides) {
      const image = await fetch(new URL(slide.image!.url, app.url));
      const bytes = Buffer.from(await image.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(1280);
    }
    expect(response.body.slides[3]!.embed).toMatchObject({ kind: 'tours', public_tour: true });
  });

  it('gives every tour two or more scenes, linked both ways, on panoramas of its own company', async () => {
    const rows = await app.db.select().from(tours);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const tour of rows) {
      const { scenes } = contentProperties.tours.parse(tour.properties);
      expect(scenes.length, tour.title).toBeGreaterThanOrEqual(2);
      const ids = new Set(scenes.map((s) => s.id));
      for (const scene of scenes) {
        expect(scene.links.length, `${tour.title} / ${scene.title}`).toBeGreaterThan(0);
        for (const link of scene.links) expect(ids.has(link.to)).toBe(true);
        const [panorama] = await app.db.select().from(panoramas).where(eq(panoramas.id, scene.panorama));
        expect(panorama?.companyId).toBe(tour.companyId);
      }
    }
  });

  it('gives every item of a kind that takes a file a file of its format, panoramas included once drawn', async () => {
    const storage = createStorage(app.config);
    // The panoramas beyond the public tour are drawn and tiled by the job queue after the start.
    await waitFor(async () => {
      const rows = await app.db.select({ properties: panoramas.properties }).from(panoramas);
      return rows.every((row) => (row.properties as { status?: string }).status === 'ready');
    }, 400_000);
    for (const kind of kindsWithFiles) {
      const table = contentTables[kind];
      const items = await app.db.select({ id: table.id, title: table.title }).from(table);
      expect(items.length, kind).toBeGreaterThan(0);
      for (const item of items) {
        const [file] = await app.db
          .select({ type: files.type, storageKey: files.storageKey, size: files.size })
          .from(contentFiles)
          .innerJoin(files, eq(files.id, contentFiles.fileId))
          .where(and(eq(contentFiles.kind, kind), eq(contentFiles.itemId, item.id)));
        expect(file, `${kind}: ${item.title}`).toBeDefined();
        const stored = await storage.get(file!.storageKey);
        const bytes = await buffer(stored!.stream);
        expect(bytes.length).toBe(file!.size);
        const expected = magic[file!.type];
        if (expected) expect(bytes.subarray(0, expected.length).toString('latin1')).toBe(expected);
        if (kind === 'panoramas') await expectAPlace(bytes, item.title);
      }
    }
  }, 420_000);

  it('gives Block A an architectural and a structural model in one sub-project, both converted', async () => {
    const blockA = () =>
      app.db
        .select({ title: bims.title, sub: bims.oldsubprojectId, properties: bims.properties })
        .from(bims)
        .where(like(bims.title, 'Block A – %'))
        .orderBy(bims.title);
    await waitFor(async () => (await blockA()).every((row) => row.properties.status === 'ready'), 120_000);
    const rows = await blockA();
    expect(rows.map((row) => [row.title, row.properties.elements])).toEqual([
      ['Block A – architectural model (IFC4)', 11],
      ['Block A – structural model (IFC4)', 36],
    ]);
    expect(new Set(rows.map((row) => row.sub)).size).toBe(1);
  }, 150_000);

  it('gives Nordvik Bygg a water network with a week of readings and one open alert, and Fjordline none', async () => {
    const token = await signIn(app, 'companyadmin@example.com', DEMO_PASSWORD);
    const assets = (await app.call<WaterAsset[]>(smartwaterRoutes.waterAssets, { token })).body;
    expect(assets).toHaveLength(5);
    const sensors = assets.flatMap((asset) => asset.sensors);
    expect(sensors).toHaveLength(8);
    expect(sensors.filter((sensor) => sensor.state !== 'ok').map((sensor) => sensor.state)).toEqual(['low']);
    const alerts = (await app.call<WaterAlert[]>(smartwaterRoutes.waterAlerts, { token })).body;
    expect(alerts.map((alert) => [alert.asset_name, alert.direction])).toEqual([
      ['Skulestadmo booster', 'low'],
    ]);
    const week = await app.call<SensorReadings>(smartwaterRoutes.sensorReadings, {
      token,
      params: { id: sensors[0]!.id },
      query: { from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date().toISOString() },
    });
    expect(week.body.points.length).toBeGreaterThan(400);
    const other = await signIn(app, 'other@example.org', DEMO_PASSWORD);
    expect((await app.call<WaterAsset[]>(smartwaterRoutes.waterAssets, { token: other })).body).toEqual([]);
    expect((await app.call<WaterAlert[]>(smartwaterRoutes.waterAlerts, { token: other })).body).toEqual([]);
  });
});

/** Not a flat colour: strong variation, and a top (ceiling or sky) unlike the bottom (floor or ground). */
async function expectAPlace(jpeg: Buffer, title: string): Promise<void> {
  const image = sharp(jpeg);
  const { width, height } = await image.metadata();
  expect([width, height], title).toEqual([4096, 2048]);
  const stats = await image.stats();
  for (const channel of stats.channels) expect(channel.stdev, title).toBeGreaterThan(20);
  // Mean colour of the top and bottom eighths of a small copy.
  const small = await sharp(jpeg).resize(256, 128, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const band = (fromRow: number) => {
    const sums = [0, 0, 0];
    for (let y = fromRow; y < fromRow + 16; y++)
      for (let x = 0; x < 256; x++) for (let c = 0; c < 3; c++) sums[c]! += small[(y * 256 + x) * 3 + c]!;
    return sums.map((sum) => sum / (16 * 256));
  };
  const [sky, ground] = [band(0), band(128 - 16)];
  const difference = sky.reduce((sum, value, i) => sum + Math.abs(value - ground[i]!), 0);
  expect(difference, title).toBeGreaterThan(30);
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting for the demo data to be processed');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
