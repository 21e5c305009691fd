import {
  catalogueRoutes,
  type MyFile,
  messages,
  myFileRoutes,
  routes,
  snapshotMaxBytes,
} from '@spatium/contracts';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { connectSocket, recordEvents, settle, validate } from '../../../test/support/sockets.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { files } from '../files/files.schema.ts';
import { overrides } from '../settings/settings.schema.ts';

type Caller = 'member' | 'colleague' | 'admin' | 'restricted' | 'outsider';
type ErrorAnswer = { message: string; code?: string };
interface Folder {
  id: number;
  name: string;
  folders: { id: number }[];
  files: MyFile[];
}

const scenes = [
  { id: 's1', title: 'Entrance', panorama: 1 },
  { id: 's2', title: 'Stairwell', panorama: 1 },
];
const view = { scene: 's2', yaw: '1.25', pitch: '-0.2', zoom: '60' };

/** A real 1600×800 JPEG: what a viewer canvas gives. */
const jpeg = () =>
  sharp({ create: { width: 1600, height: 800, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

function form(fields: Record<string, string | number>, image?: Buffer, type = 'image/jpeg') {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  if (image) body.append('file', new Blob([new Uint8Array(image)], { type }), 'view.jpg');
  return body;
}

describe('my files and tour snapshots', () => {
  const app = useTestApp();
  const tokens = {} as Record<Caller, string>;
  let tourId: number;
  let hiddenTourId: number;
  let otherCompanyTourId: number;
  let image: Buffer;

  const save = (token: string, fields: Record<string, string | number>, bytes?: Buffer) =>
    app.call<MyFile & ErrorAnswer>(myFileRoutes.saveSnapshot, { token, rawBody: form(fields, bytes) });
  const listOf = async (token: string, query: Record<string, string | number> = {}) => {
    const answer = await app.call<MyFile[]>(myFileRoutes.getMyFiles, { token, query });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id, tenants.companyAdmin.id]);
    const tour = (oldsubprojectId: number, companyId: number, title: string) =>
      buildContent(app.db, 'tours', { companyId, oldsubprojectId, title, properties: { scenes } });
    tourId = (await tour(world.subproject.id, tenants.company.id, 'Block A walk')).id;
    hiddenTourId = (await tour(world.hiddenSubproject.id, tenants.company.id, 'Block B walk')).id;
    otherCompanyTourId = (await tour(world.otherSubproject.id, tenants.otherCompany.id, 'Pier walk')).id;
    tokens.member = await signInFresh(app, tenants.member.email);
    tokens.colleague = await signInFresh(app, tenants.companyAdmin.email);
    tokens.admin = await signInFresh(app, tenants.admin.email);
    tokens.restricted = await signInFresh(app, tenants.restricted.email);
    tokens.outsider = await signInFresh(app, tenants.outsider.email);
    image = await jpeg();
  });

  it('saves a snapshot into My Snapshots with a useful name, a preview and the view to go back to', async () => {
    const saved = await save(tokens.member, { tour: tourId, ...view }, image);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      folder: 2,
      type: 'snapshot',
      mime: 'image/jpeg',
      size: image.length,
      view: {
        tour: tourId,
        scene: 's2',
        yaw: 1.25,
        pitch: -0.2,
        zoom: 60,
        tour_title: 'Block A walk',
        scene_title: 'Stairwell',
      },
    });
    expect(saved.body.name).toMatch(/^Block A walk – Stairwell – \d{4}-\d\d-\d\d \d\d\.\d\d UTC\.jpg$/);

    // The preview is a small WebP behind a signed link that needs no token.
    const preview = await fetch(new URL(`/api${saved.body.thumbnail_url}`, app.url));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    const { width } = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect(width).toBe(480);

    // The image itself comes back byte for byte.
    const link = await app.call<{ url: string }>(catalogueRoutes.fileLink, {
      token: tokens.member,
      params: { id: saved.body.file },
    });
    const download = await fetch(new URL(`/api${link.body.url}`, app.url));
    expect(Buffer.from(await download.arrayBuffer()).equals(image)).toBe(true);
  });

  it('lists the files of a folder, and a folder with its sub-folders', async () => {
    const snapshots = await listOf(tokens.member, { folder: 2 });
    expect(snapshots.length).toBeGreaterThan(0);
    expect(await listOf(tokens.member, { folder: 3 })).toEqual([]);

    const mySnapshots = await app.call<Folder>(myFileRoutes.getMyFolder, {
      token: tokens.member,
      query: { id: 2 },
    });
    expect(mySnapshots.body).toMatchObject({ id: 2, name: 'My Snapshots', path: '/My Snapshots' });
    expect(mySnapshots.body.files.map((f) => f.id)).toEqual(snapshots.map((f) => f.id));
    const root = await app.call<Folder>(myFileRoutes.getMyFolder, { token: tokens.member, query: { id: 1 } });
    expect(root.body.folders.map((f) => f.id)).toEqual([2, 3]);
    expect(root.body.files).toEqual([]);
    const missing = await app.call(myFileRoutes.getMyFolder, { token: tokens.member, query: { id: 99 } });
    expect(missing.status).toBe(404);
  });

  it('pages and sorts like the other lists, newest first by default', async () => {
    await save(tokens.member, { tour: tourId, ...view, scene: 's1' }, image);
    const all = await listOf(tokens.member);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all[0]!.view?.scene_title).toBe('Entrance');
    const second = await listOf(tokens.member, { _limit: 1, _start: 1 });
    expect(second.map((f) => f.id)).toEqual([all[1]!.id]);
    const oldestFirst = await listOf(tokens.member, { _sort: 'id:ASC' });
    expect(oldestFirst.map((f) => f.id)).toEqual(all.map((f) => f.id).reverse());
    const bad = await app.call<ErrorAnswer>(myFileRoutes.getMyFiles, {
      token: tokens.member,
      query: { _sort: 'owner_id:ASC' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Use id, created_at, name, size');
  });

  it('shows nobody else my files: a colleague, their admin, role 3 and another company see none (404)', async () => {
    const mine = await listOf(tokens.member);
    const target = mine[0]!;
    for (const caller of ['colleague', 'admin', 'restricted', 'outsider'] as const) {
      const token = tokens[caller];
      expect(await listOf(token), caller).toEqual([]);
      const folder = await app.call<Folder>(myFileRoutes.getMyFolder, { token, query: { id: 2 } });
      expect(folder.body.files, caller).toEqual([]);
      const removed = await app.call(myFileRoutes.deleteMyFile, { token, params: { id: target.id } });
      expect(removed.status, caller).toBe(404);
      for (const id of [target.file, target.file + 1]) {
        const link = await app.call(catalogueRoutes.fileLink, { token, params: { id } });
        expect(link.status, `${caller}: file ${id}`).toBe(404);
      }
      const download = await app.api(`GET`, `/files/${target.file}`, { token });
      expect(download.status, caller).toBe(404);
    }
    expect((await listOf(tokens.member)).map((f) => f.id)).toEqual(mine.map((f) => f.id));
  });

  it('lets the restricted role use its files but not take snapshots (403)', async () => {
    expect((await app.call(myFileRoutes.getMyFiles, { token: tokens.restricted })).status).toBe(200);
    const refused = await save(tokens.restricted, { tour: tourId, ...view }, image);
    expect(refused.status).toBe(403);
  });

  it('answers 404 for a tour the user may not see, in their company or another', async () => {
    for (const tour of [hiddenTourId, otherCompanyTourId, 999_999]) {
      expect((await save(tokens.member, { tour, ...view }, image)).status, String(tour)).toBe(404);
    }
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = (await listOf(tokens.member)).length;
    const cases: [string, Promise<{ status: number; body: ErrorAnswer }>, number, RegExp][] = [
      [
        'not an image',
        save(tokens.member, { tour: tourId, ...view }, Buffer.from('hello world')),
        415,
        /JPEG or PNG/,
      ],
      [
        'a WebP',
        save(tokens.member, { tour: tourId, ...view }, await sharp(image).webp().toBuffer()),
        415,
        /this file is image\/webp/,
      ],
      [
        'a broken JPEG',
        save(tokens.member, { tour: tourId, ...view }, image.subarray(0, 2000)),
        400,
        /damaged/,
      ],
      [
        'too large',
        save(tokens.member, { tour: tourId, ...view }, Buffer.alloc(snapshotMaxBytes + 1, 0xff)),
        413,
        /at most 10 MB/,
      ],
      ['no image', save(tokens.member, { tour: tourId, ...view }), 400, /image is missing/],
      ['a bad yaw', save(tokens.member, { tour: tourId, ...view, yaw: 'north' }, image), 400, /^yaw:/],
      ['no scene', save(tokens.member, { tour: tourId, yaw: 0, pitch: 0, zoom: 50 }, image), 400, /^scene:/],
      [
        'an unknown scene',
        save(tokens.member, { tour: tourId, ...view, scene: 's9' }, image),
        400,
        /has no scene "s9"/,
      ],
      [
        'JSON instead of a form',
        app.call<ErrorAnswer>(myFileRoutes.saveSnapshot, {
          token: tokens.member,
          body: { tour: tourId, ...view },
        }),
        400,
        /multipart\/form-data/,
      ],
    ];
    for (const [name, answer, status, message] of cases) {
      const { status: got, body } = await answer;
      expect(got, name).toBe(status);
      expect(body.message, name).toMatch(message);
    }
    expect((await listOf(tokens.member)).length).toBe(before);
  });

  it('refuses snapshots with 403 while the domain’s disable_snapshots is on', async () => {
    const domain = new URL(app.url).hostname;
    await app.db.insert(overrides).values({ domain, disableSnapshots: true });
    try {
      const refused = await save(tokens.member, { tour: tourId, ...view }, image);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: messages.snapshotsDisabled, code: 'snapshots.disabled' });
    } finally {
      await app.db.delete(overrides).where(eq(overrides.domain, domain));
    }
  });

  it('tells the owner’s other tabs, and nobody else, about new and deleted files', async () => {
    const users = await Promise.all(
      (['member', 'colleague'] as const).map(async (caller) => {
        const socket = await connectSocket(app.url);
        const me = await app.api<{ user: { id: number } }>('POST', '/getme', {
          token: tokens[caller],
          body: {},
        });
        expect((await validate(socket, tokens[caller], me.body.user.id)).ok).toBe(true);
        return recordEvents(socket, 'notification');
      }),
    );
    const [ownerEvents, colleagueEvents] = users as [unknown[], unknown[]];
    const saved = await save(tokens.member, { tour: tourId, ...view }, image);
    await app.call(myFileRoutes.deleteMyFile, { token: tokens.member, params: { id: saved.body.id } });
    await settle();
    expect(ownerEvents).toMatchObject([
      { type: 'created', model: 'myfiles', result: { id: saved.body.id, folder: 2 } },
      { type: 'deleted', model: 'myfiles', result: { id: saved.body.id } },
    ]);
    expect(colleagueEvents).toEqual([]);
  });

  it('deletes my file with its stored image and preview', async () => {
    const saved = await save(tokens.member, { tour: tourId, ...view }, image);
    const stored = await app.db.select({ key: files.storageKey }).from(files);
    const keys = stored.map((s) => s.key).filter((k) => k.startsWith('myfiles/'));
    const storage = createStorage(app.config);
    const removed = await app.call(myFileRoutes.deleteMyFile, {
      token: tokens.member,
      params: { id: saved.body.id },
    });
    expect(removed.status).toBe(200);
    expect((await listOf(tokens.member)).some((f) => f.id === saved.body.id)).toBe(false);
    const left = await app.db.select({ id: files.id }).from(files).where(eq(files.id, saved.body.file));
    expect(left).toEqual([]);
    const remaining = new Set((await app.db.select({ key: files.storageKey }).from(files)).map((s) => s.key));
    const gone = keys.filter((k) => !remaining.has(k));
    expect(gone).toHaveLength(2);
    for (const key of gone) expect(await storage.stat(key)).toBeUndefined();
    const again = await app.call(myFileRoutes.deleteMyFile, {
      token: tokens.member,
      params: { id: saved.body.id },
    });
    expect(again.status).toBe(404);
  });

  it('deletes my files and their stored bytes with my account', async () => {
    const saved = await save(tokens.member, { tour: tourId, ...view }, image);
    const [row] = await app.db
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.id, saved.body.file));
    const storage = createStorage(app.config);
    expect(await storage.stat(row!.key)).toBeDefined();
    const gone = await app.call(routes.deleteMe, {
      token: tokens.member,
      body: { password: TEST_PASSWORD, confirm: 'DELETE' },
    });
    expect(gone.status).toBe(204);
    expect(await storage.stat(row!.key)).toBeUndefined();
    const owned = await app.db
      .select({ id: files.id })
      .from(files)
      .where(like(files.storageKey, 'myfiles/%'));
    expect(owned).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await app.call(myFileRoutes.getMyFiles)).status).toBe(401);
    expect(
      (await app.call(myFileRoutes.saveSnapshot, { rawBody: form({ tour: tourId, ...view }, image) })).status,
    ).toBe(401);
  });
});
