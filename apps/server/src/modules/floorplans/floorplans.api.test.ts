import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type ContentItem,
  contentRoutes,
  type FloorplanSheet,
  type FloorplanViewer,
  floorplanRoutes,
} from '@spatium/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { connectSocket, type TestSocket, validate } from '../../../test/support/sockets.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { files } from '../files/files.schema.ts';
import { sheetPrefix, tileKey } from './floorplans.keys.ts';
import { samplePdf } from './floorplans.sample.ts';

type Floorplan = ContentItem & { properties: { sheets: Record<string, FloorplanSheet> } };

/** A drawing: white paper, a dark outline and a wall. */
function drawing(width: number, height: number, format: 'png' | 'jpeg' | 'tiff' = 'png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="#111" stroke-width="8"/>
    <line x1="${width / 2}" y1="20" x2="${width / 2}" y2="${height - 20}" stroke="#111" stroke-width="8"/>
  </svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

describe('floor plans', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  const tokens = {} as Record<'companyAdmin' | 'member' | 'restricted' | 'outsider', string>;
  let memberSocket: TestSocket;
  let outsiderSocket: TestSocket;
  const storage = () => createStorage(app.config);

  beforeAll(async () => {
    tenants = await buildTenants(app);
    world = await buildCatalogue(app.db, tenants, [tenants.member.id, tenants.restricted.id]);
    for (const who of ['companyAdmin', 'member', 'restricted', 'outsider'] as const)
      tokens[who] = await signInFresh(app, tenants[who].email);
    memberSocket = await connectSocket(app.url);
    expect((await validate(memberSocket, tokens.member, tenants.member.id)).ok).toBe(true);
    outsiderSocket = await connectSocket(app.url);
    expect((await validate(outsiderSocket, tokens.outsider, tenants.outsider.id)).ok).toBe(true);
  });

  async function upload(bytes: Buffer, name: string, type: string): Promise<number> {
    const storageKey = `uploads/test-${randomUUID()}`;
    await storage().put(storageKey, bytes);
    const [row] = await app.db
      .insert(files)
      .values({
        ownerId: tenants.companyAdmin.id,
        name,
        size: bytes.length,
        type,
        purpose: 'floorplan',
        storageKey,
      })
      .returning({ id: files.id });
    return row!.id;
  }

  async function create(fileIds: number[]) {
    const created = await app.call<Floorplan>(contentRoutes.floorplans.create, {
      token: tokens.companyAdmin,
      body: { title: 'Block A level 3', subproject: world.subproject.id, files: fileIds },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  /** Waits until every sheet of the floor plan has finished tiling, as the editor sees it. */
  async function settled(id: number): Promise<FloorplanViewer> {
    for (let i = 0; i < 200; i++) {
      const viewer = await app.call<FloorplanViewer>(floorplanRoutes.floorplanViewer, {
        token: tokens.companyAdmin,
        params: { id },
      });
      expect(viewer.status).toBe(200);
      if (viewer.body.sheets.every((s) => s.status !== 'tiling')) return viewer.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('tiling did not finish');
  }

  const tileUrl = (sheet: FloorplanViewer['sheets'][number], z: number, x: number, y: number) =>
    new URL(sheet.tile_url!.replace('{z}', `${z}`).replace('{x}', `${x}`).replace('{y}', `${y}`), app.url);

  let readyId: number;
  let readyFile: number;

  it('tiles an image into 256 px levels, with rising progress to those who may see it only', async () => {
    const progress: number[] = [];
    const outsiderHeard: unknown[] = [];
    outsiderSocket.on('notification', (n) => outsiderHeard.push(n));
    memberSocket.on('notification', (n) => {
      const sheets = (n.result as Floorplan).properties?.sheets ?? {};
      if (n.model === 'floorplans' && n.result && (n.result as Floorplan).id === readyId)
        for (const sheet of Object.values(sheets))
          if (sheet.status === 'tiling') progress.push(sheet.progress);
    });
    readyFile = await upload(await drawing(1200, 800), 'level-3.png', 'image/png');
    readyId = await create([readyFile]);
    const viewer = await settled(readyId);
    const [sheet] = viewer.sheets;
    expect(sheet).toMatchObject({
      file: readyFile,
      name: 'level-3.png',
      status: 'ready',
      progress: 100,
      width: 1200,
      height: 800,
      max_zoom: 3,
      tile_size: 256,
      error: null,
      scale: null,
    });
    // Level 3 is the whole image: 5 × 4 tiles; level 0 a single tile.
    expect(await storage().stat(tileKey(readyId, readyFile, 3, 4, 3))).toBeDefined();
    expect(await storage().stat(tileKey(readyId, readyFile, 3, 5, 0))).toBeUndefined();
    expect(await storage().stat(tileKey(readyId, readyFile, 0, 0, 0))).toBeDefined();

    // An <img> sends no token: the signed URL alone must do.
    const tile = await fetch(tileUrl(sheet!, 3, 0, 0));
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await tile.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(outsiderHeard.filter((n) => (n as { model: string }).model === 'floorplans')).toEqual([]);
  }, 30_000);

  it('draws the first page of a PDF and tiles it; a TIFF too', async () => {
    const pdf = await upload(samplePdf(288, 144), 'level-2.pdf', 'application/pdf');
    const tiff = await upload(await drawing(300, 200, 'tiff'), 'level-1.tif', 'image/tiff');
    const id = await create([pdf, tiff]);
    const viewer = await settled(id);
    // 288 × 144 points at 150 DPI.
    expect(viewer.sheets.map((s) => [s.file, s.status, s.width, s.height, s.max_zoom])).toEqual([
      [pdf, 'ready', 600, 300, 2],
      [tiff, 'ready', 300, 200, 1],
    ]);
    const tile = await fetch(tileUrl(viewer.sheets[0]!, 2, 2, 1));
    expect(tile.status).toBe(200);
  }, 30_000);

  it('fails broken files with a clear message and leaves no tiles behind', async () => {
    const png = await drawing(1200, 800);
    const truncated = await upload(png.subarray(0, Math.floor(png.length / 3)), 'cut.png', 'image/png');
    const brokenPdf = await upload(
      Buffer.from('%PDF-1.4\nnot really a PDF\n'),
      'broken.pdf',
      'application/pdf',
    );
    const text = await upload(Buffer.from('just some words'), 'notes.png', 'image/png');
    const id = await create([truncated, brokenPdf, text]);
    const viewer = await settled(id);
    expect(viewer.sheets.map((s) => [s.status, s.error_code, s.tile_url])).toEqual([
      ['failed', 'unreadable', null],
      ['failed', 'unreadable', null],
      ['failed', 'unreadable', null],
    ]);
    expect(viewer.sheets[0]!.error).toBe('The floor plan image is damaged: it could not be read to the end.');
    expect(viewer.sheets[1]!.error).toMatch(/^The PDF could not be read/);
    expect(viewer.sheets[2]!.error).toBe(
      'The floor plan file is not an image or PDF that can be read (use PNG, JPEG, TIFF, WebP or PDF).',
    );
    for (const file of [truncated, brokenPdf, text])
      expect(existsSync(path.join(app.config.dataDir, 'files', sheetPrefix(id, file)))).toBe(false);
  }, 30_000);

  it('serves tiles only with a grant for that floor plan', async () => {
    const viewer = await settled(readyId);
    const sheet = viewer.sheets[0]!;
    const good = tileUrl(sheet, 0, 0, 0).pathname;
    const grant = good.split('/')[5]!;
    const forged = good.replace(grant, `${grant.slice(0, -4)}AAAA`);
    expect((await fetch(new URL(forged, app.url))).status).toBe(404);
    // Another floor plan's grant opens nothing here.
    const other = await create([await upload(await drawing(300, 200), 'x.png', 'image/png')]);
    const otherGrant = tileUrl((await settled(other)).sheets[0]!, 0, 0, 0).pathname.split('/')[5]!;
    expect((await fetch(new URL(good.replace(grant, otherGrant), app.url))).status).toBe(404);
    // Malformed coordinates are a 400, not a 500.
    expect((await fetch(new URL(good.replace('0_0.png', 'zero.png'), app.url))).status).toBe(400);
  }, 30_000);

  it('shows the viewer to those who may see the floor plan, not to another company or the restricted role', async () => {
    const member = await app.call<FloorplanViewer>(floorplanRoutes.floorplanViewer, {
      token: tokens.member,
      params: { id: readyId },
    });
    expect(member.status).toBe(200);
    expect(member.body.abilities).toEqual({ update: false, place: false });
    expect(member.body.sheets[0]!.tile_url).toContain(`/api/floorplans/${readyId}/tiles/`);
    const outsider = await app.call(floorplanRoutes.floorplanViewer, {
      token: tokens.outsider,
      params: { id: readyId },
    });
    expect(outsider.status).toBe(404);
    const restricted = await app.call(floorplanRoutes.floorplanViewer, {
      token: tokens.restricted,
      params: { id: readyId },
    });
    expect(restricted.status).toBe(403);
    const list = await app.call<ContentItem[]>(contentRoutes.floorplans.list, { token: tokens.outsider });
    expect(list.body.map((f) => f.id)).not.toContain(readyId);
    // A floor plan in a sub-project the member has no access to is as missing.
    const hidden = await buildContent(app.db, 'floorplans', {
      companyId: tenants.company.id,
      oldsubprojectId: world.hiddenSubproject.id,
    });
    const hiddenView = await app.call(floorplanRoutes.floorplanViewer, {
      token: tokens.member,
      params: { id: hidden.id },
    });
    expect(hiddenView.status).toBe(404);
  });

  it('keeps a scale set by an editor; refuses bad ones with a message, and members', async () => {
    const scale = { file: readyFile, from: [100, 100], to: [600, 100], metres: 10 };
    const saved = await app.call<Floorplan>(contentRoutes.floorplans.update, {
      token: tokens.companyAdmin,
      params: { id: readyId },
      body: { data: { properties: { scales: [scale] } } },
    });
    expect(saved.status).toBe(200);
    const viewer = await settled(readyId);
    expect(viewer.sheets[0]!.scale).toEqual(scale);
    // Setting the scale tiles nothing again.
    expect(viewer.sheets[0]!.status).toBe('ready');

    const refused = async (body: unknown, token = tokens.companyAdmin) =>
      app.call<{ message: string }>(contentRoutes.floorplans.update, {
        token,
        params: { id: readyId },
        body: { data: { properties: body } },
      });
    const foreign = await refused({ scales: [{ ...scale, file: readyFile + 1000 }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('A scale must belong to a file of the floor plan.');
    const zero = await refused({ scales: [{ ...scale, metres: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('The length must be more than 0 metres');
    const same = await refused({ scales: [{ ...scale, to: [100, 100] }] });
    expect(same.status).toBe(400);
    expect(same.body.message).toContain('The two points of a scale must be apart');
    const sheets = await refused({ sheets: {} });
    // Server-written: ignored in a client's update, so there is nothing to change.
    expect(sheets.status).toBe(400);
    expect((await refused({ scales: [] }, tokens.member)).status).toBe(403);
    expect((await refused({ scales: [] }, tokens.outsider)).status).toBe(404);
  });

  it('places the scenes of tours on the plan for those who may see the tours', async () => {
    const tour = await buildContent(app.db, 'tours', {
      companyId: tenants.company.id,
      oldsubprojectId: world.subproject.id,
      title: 'Walkthrough',
      properties: {
        plan: { floorplan: readyId, file: readyFile, width: 1200, height: 800 },
        scenes: [
          { id: 'hall', title: 'Hall', panorama: 1, plan_position: { x: 0.25, y: 0.5, heading: null } },
          { id: 'roof', title: 'Roof', panorama: 1, plan_position: null },
        ],
      },
    });
    await buildContent(app.db, 'tours', {
      companyId: tenants.company.id,
      oldsubprojectId: world.hiddenSubproject.id,
      title: 'Hidden walk',
      properties: {
        plan: { floorplan: readyId, file: readyFile },
        scenes: [{ id: 'x', title: 'Secret', panorama: 1, plan_position: { x: 0.5, y: 0.5, heading: null } }],
      },
    });
    const member = await app.call<FloorplanViewer>(floorplanRoutes.floorplanViewer, {
      token: tokens.member,
      params: { id: readyId },
    });
    expect(member.body.sheets[0]!.markers).toEqual([
      {
        kind: 'tour_scene',
        tour: tour.id,
        tour_title: 'Walkthrough',
        scene: 'hall',
        title: 'Hall',
        x: 300,
        y: 400,
      },
    ]);
    const editor = await settled(readyId);
    expect(editor.sheets[0]!.markers.map((m) => m.title)).toEqual(['Hall', 'Secret']);
  });

  it('removes the tiles of a file taken off, and of a deleted floor plan', async () => {
    const second = await upload(await drawing(300, 200), 'level-4.png', 'image/png');
    const updated = await app.call(contentRoutes.floorplans.update, {
      token: tokens.companyAdmin,
      params: { id: readyId },
      body: { data: { files: [readyFile, second] } },
    });
    expect(updated.status).toBe(200);
    let viewer = await settled(readyId);
    expect(viewer.sheets.map((s) => s.status)).toEqual(['ready', 'ready']);
    const dir = (file: number) => path.join(app.config.dataDir, 'files', sheetPrefix(readyId, file));
    expect(existsSync(dir(second))).toBe(true);
    await app.call(contentRoutes.floorplans.update, {
      token: tokens.companyAdmin,
      params: { id: readyId },
      body: { data: { files: [second] } },
    });
    viewer = await settled(readyId);
    expect(viewer.sheets.map((s) => s.file)).toEqual([second]);
    expect(await storage().stat(tileKey(readyId, readyFile, 0, 0, 0))).toBeUndefined();
    const removed = await app.call(contentRoutes.floorplans.remove, {
      token: tokens.companyAdmin,
      params: { id: readyId },
    });
    expect(removed.status).toBe(200);
    expect(await storage().stat(tileKey(readyId, second, 0, 0, 0))).toBeUndefined();
  }, 30_000);
});
