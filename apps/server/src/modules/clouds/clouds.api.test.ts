import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CloudViewer,
  type ContentItem,
  cloudMessages,
  cloudRoutes,
  contentRoutes,
  type Measurement,
} from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { connectSocket, type TestSocket, validate } from '../../../test/support/sockets.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { files } from '../files/files.schema.ts';
import { octreeKeys } from './clouds.keys.ts';
import { streetScan } from './clouds.sample.ts';
import { writeLas } from './las.writer.ts';
import { writeLaz } from './laz.writer.ts';

type Cloud = ContentItem & {
  properties: {
    status: string;
    progress: number;
    points: number | null;
    error: string | null;
    error_code: string | null;
    bounds: { min: number[]; max: number[] } | null;
    pin_protected: boolean;
  };
};

describe('point clouds', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let editor: string;
  let member: string;
  let restricted: string;
  let outsider: string;
  let subprojectId: number;
  let memberSocket: TestSocket;
  let outsiderSocket: TestSocket;
  let dir: string;
  let las: Buffer;

  beforeAll(async () => {
    tenants = await buildTenants(app);
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    subprojectId = world.subproject.id;
    editor = await signInFresh(app, tenants.companyAdmin.email);
    member = await signInFresh(app, tenants.member.email);
    restricted = await signInFresh(app, tenants.restricted.email);
    outsider = await signInFresh(app, tenants.outsider.email);
    memberSocket = await connectSocket(app.url);
    expect((await validate(memberSocket, member, tenants.member.id)).ok).toBe(true);
    outsiderSocket = await connectSocket(app.url);
    expect((await validate(outsiderSocket, outsider, tenants.outsider.id)).ok).toBe(true);
    dir = await mkdtemp(path.join(tmpdir(), 'spatium-clouds-api-'));
    const file = path.join(dir, 'street.las');
    await writeLas(file, streetScan(30_000, 3), { pointFormat: 3, offset: [597_000, 6_643_000, 0] });
    las = await readFile(file);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function upload(bytes: Buffer, name = 'scan.las'): Promise<number> {
    const storageKey = `uploads/test-${randomUUID()}`;
    await createStorage(app.config).put(storageKey, bytes);
    const [row] = await app.db
      .insert(files)
      .values({
        ownerId: tenants.companyAdmin.id,
        name,
        size: bytes.length,
        type: 'application/vnd.las',
        purpose: 'cloud',
        storageKey,
      })
      .returning({ id: files.id });
    return row!.id;
  }

  async function waitFor(id: number, done: (cloud: Cloud) => boolean): Promise<Cloud> {
    for (let i = 0; i < 300; i++) {
      const { body } = await app.call<Cloud>(contentRoutes.clouds.get, { token: editor, params: { id } });
      if (done(body)) return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('conversion did not finish');
  }

  const fetchFile = (url: string, headers: Record<string, string> = {}) =>
    fetch(new URL(url, app.url), { headers });

  let cloudId: number;
  let openUrl: string;

  it('converts an uploaded LAS into an octree, with progress only to those who may see it', async () => {
    const outsiderHeard: unknown[] = [];
    outsiderSocket.on('notification', (n) => outsiderHeard.push(n));
    const progress: number[] = [];
    memberSocket.on('notification', (n) => {
      const result = n.result as Cloud;
      if (n.model === 'clouds' && result.properties.status === 'converting')
        progress.push(result.properties.progress);
    });
    const created = await app.call<Cloud>(contentRoutes.clouds.create, {
      token: editor,
      body: { title: 'Storgata – street scan', subproject: subprojectId, files: [await upload(las)] },
    });
    expect(created.status).toBe(201);
    cloudId = created.body.id;
    const cloud = await waitFor(cloudId, (c) => c.properties.status !== 'converting');
    expect(cloud.properties).toMatchObject({ status: 'ready', progress: 100, points: 30_000, error: null });
    expect(cloud.properties.bounds!.min[0]).toBeGreaterThan(597_000);
    expect(cloud.properties.bounds!.max[2]).toBeLessThan(40);
    expect(progress.length).toBeGreaterThan(0);
    expect(outsiderHeard).toEqual([]);
  });

  it('serves the octree only through the signed URL of the viewer, with ranges', async () => {
    const viewer = await app.call<CloudViewer>(cloudRoutes.cloudViewer, {
      token: member,
      params: { id: cloudId },
    });
    expect(viewer.status).toBe(200);
    expect(viewer.body.locked).toBe(false);
    openUrl = viewer.body.octree!.url!;
    const metadata = await fetchFile(openUrl);
    expect(metadata.status).toBe(200);
    expect((await metadata.json()).points).toBe(30_000);
    const range = await fetchFile(openUrl.replace('metadata.json', 'octree.bin'), { range: 'bytes=0-21' });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(22);
    const forged = openUrl.replace(/octree\/[^/]+\//, 'octree/9999999999.u1.forgedsignature/');
    expect((await fetchFile(forged)).status).toBe(403);
  });

  it('shows nothing of the cloud to another company or the restricted role', async () => {
    for (const route of [cloudRoutes.cloudViewer, contentRoutes.clouds.get]) {
      expect((await app.call(route, { token: outsider, params: { id: cloudId } })).status).toBe(404);
      expect((await app.call(route, { token: restricted, params: { id: cloudId } })).status).toBe(403);
    }
    const list = await app.call<Cloud[]>(contentRoutes.clouds.list, { token: outsider });
    expect(list.body.map((c) => c.id)).not.toContain(cloudId);
    const unlock = { params: { id: cloudId }, body: { pin: '1234' } };
    expect((await app.call(cloudRoutes.unlockCloud, { token: outsider, ...unlock })).status).toBe(404);
    expect((await app.call(cloudRoutes.unlockCloud, { token: restricted, ...unlock })).status).toBe(403);
    const query = { content: 'clouds', item: cloudId };
    expect((await app.call(cloudRoutes.listMeasurements, { token: outsider, query })).status).toBe(404);
    expect((await app.call(cloudRoutes.listMeasurements, { token: restricted, query })).status).toBe(403);
    const body = {
      content: 'clouds',
      item: cloudId,
      kind: 'distance',
      title: 'x',
      points: [
        [0, 0, 0],
        [1, 1, 1],
      ],
    };
    expect((await app.call(cloudRoutes.createMeasurement, { token: outsider, body })).status).toBe(404);
  });

  it('locks the cloud behind a PIN on the server, and throttles guesses', async () => {
    const pin = { params: { id: cloudId }, body: { pin: '4821' } };
    expect((await app.call(cloudRoutes.setCloudPin, { token: member, ...pin })).status).toBe(403);
    expect((await app.call(cloudRoutes.setCloudPin, { token: editor, ...pin })).status).toBe(200);
    expect(
      (
        await app.call(cloudRoutes.setCloudPin, {
          token: editor,
          params: { id: cloudId },
          body: { pin: '12' },
        })
      ).status,
    ).toBe(400);

    const locked = await app.call<CloudViewer>(cloudRoutes.cloudViewer, {
      token: member,
      params: { id: cloudId },
    });
    expect(locked.body).toMatchObject({ locked: true, unlock: null, octree: { url: null } });
    // A URL handed out before the lock opens nothing any more.
    expect((await fetchFile(openUrl)).status).toBe(403);
    const item = await app.call<Cloud>(contentRoutes.clouds.get, { token: member, params: { id: cloudId } });
    expect(item.body.properties.pin_protected).toBe(true);
    expect(JSON.stringify(item.body)).not.toContain('argon2');

    const wrong = await app.call<{ message: string; code: string }>(cloudRoutes.unlockCloud, {
      token: member,
      params: { id: cloudId },
      body: { pin: '0000' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ message: cloudMessages.pinInvalid, code: 'clouds.pin_invalid' });

    const right = await app.call<CloudViewer>(cloudRoutes.unlockCloud, { token: member, ...pin });
    expect(right.status).toBe(200);
    expect(right.body.locked).toBe(false);
    expect((await fetchFile(right.body.octree!.url!)).status).toBe(200);
    // The unlock token reopens the cloud for this user only.
    const again = await app.call<CloudViewer>(cloudRoutes.cloudViewer, {
      token: member,
      params: { id: cloudId },
      query: { unlock: right.body.unlock! },
    });
    expect(again.body.locked).toBe(false);
    const borrowed = await app.call<CloudViewer>(cloudRoutes.cloudViewer, {
      token: editor,
      params: { id: cloudId },
      query: { unlock: right.body.unlock! },
    });
    expect(borrowed.body.locked).toBe(true);

    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (
          await app.call(cloudRoutes.unlockCloud, {
            token: member,
            params: { id: cloudId },
            body: { pin: '1111' },
          })
        ).status,
      );
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.at(-1)).toBe(429);
    // Even the right PIN waits while the guesses are refused.
    expect((await app.call(cloudRoutes.unlockCloud, { token: member, ...pin })).status).toBe(429);

    expect(
      (
        await app.call(cloudRoutes.setCloudPin, {
          token: editor,
          params: { id: cloudId },
          body: { pin: null },
        })
      ).status,
    ).toBe(200);
    const open = await app.call<CloudViewer>(cloudRoutes.cloudViewer, {
      token: member,
      params: { id: cloudId },
    });
    expect(open.body.locked).toBe(false);
  });

  it('keeps measurements per user unless shared', async () => {
    const created = await app.call<Measurement>(cloudRoutes.createMeasurement, {
      token: member,
      body: {
        content: 'clouds',
        item: cloudId,
        kind: 'distance',
        title: 'Facade width',
        points: [
          [597_040, 6_643_024, 5],
          [597_080, 6_643_024, 5],
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const query = { content: 'clouds', item: cloudId };
    const editorList = async () =>
      (await app.call<Measurement[]>(cloudRoutes.listMeasurements, { token: editor, query })).body;
    expect(await editorList()).toEqual([]);
    expect((await app.call(cloudRoutes.deleteMeasurement, { token: editor, params: { id } })).status).toBe(
      404,
    );
    expect((await app.call(cloudRoutes.deleteMeasurement, { token: outsider, params: { id } })).status).toBe(
      404,
    );
    const shared = await app.call<Measurement>(cloudRoutes.updateMeasurement, {
      token: member,
      params: { id },
      body: { shared: true, title: 'Facade, street side' },
    });
    expect(shared.body).toMatchObject({ shared: true, title: 'Facade, street side', mine: true });
    expect(await editorList()).toMatchObject([{ id, mine: false }]);
    expect(
      (
        await app.call(cloudRoutes.updateMeasurement, {
          token: editor,
          params: { id },
          body: { title: 'Mine' },
        })
      ).status,
    ).toBe(404);
    expect((await app.call(cloudRoutes.deleteMeasurement, { token: member, params: { id } })).status).toBe(
      200,
    );
    expect(await editorList()).toEqual([]);
  });

  it('keeps a volume with the result the viewer computed, and refuses one without', async () => {
    const region: [number, number, number][] = [
      [597_040, 6_643_020, 0],
      [597_060, 6_643_020, 0],
      [597_060, 6_643_030, 0],
    ];
    const volume = { cut: 412.5, fill: 3.25, base: 0.5, points: 18_204, closed: null };
    const body = { content: 'clouds', item: cloudId, kind: 'volume', title: 'Gravel heap', points: region };
    const created = await app.call<Measurement>(cloudRoutes.createMeasurement, {
      token: member,
      body: { ...body, volume },
    });
    expect(created.status).toBe(201);
    const query = { content: 'clouds', item: cloudId };
    const list = await app.call<Measurement[]>(cloudRoutes.listMeasurements, { token: member, query });
    expect(list.body.find((m) => m.id === created.body.id)).toMatchObject({ kind: 'volume', volume });

    const refusals: [Record<string, unknown>, string][] = [
      [body, 'only a volume, comes with its computed result'],
      [{ ...body, kind: 'area', volume }, 'only a volume, comes with its computed result'],
      [{ ...body, points: region.slice(0, 2), volume }, 'A region needs 3 to 200 points.'],
      [{ ...body, volume: { ...volume, cut: -1 } }, ''],
    ];
    for (const [refused, message] of refusals) {
      const answer = await app.call<{ message: string }>(cloudRoutes.createMeasurement, {
        token: member,
        body: refused,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const part = await app.call<Measurement>(cloudRoutes.createMeasurement, {
      token: member,
      body: {
        ...body,
        points: region.slice(0, 1),
        volume: { ...volume, base: null, points: null, closed: true },
      },
    });
    expect(part.status).toBe(201);
  });

  it('fails a truncated or mislabelled file with a clear message and no octree', async () => {
    const truncated = las.subarray(0, las.length - 1000);
    const bad = await app.call<Cloud>(contentRoutes.clouds.create, {
      token: editor,
      body: { title: 'Broken scan', subproject: subprojectId, files: [await upload(truncated)] },
    });
    const failed = await waitFor(bad.body.id, (c) => c.properties.status !== 'converting');
    expect(failed.properties).toMatchObject({
      status: 'failed',
      error_code: 'truncated',
      error: 'The file is truncated: it declares 30000 points but holds only 29970.',
      points: null,
    });
    const photo = await app.call<Cloud>(contentRoutes.clouds.create, {
      token: editor,
      body: {
        title: 'Not a scan',
        subproject: subprojectId,
        files: [await upload(Buffer.alloc(500, 7), 'photo.las')],
      },
    });
    const refused = await waitFor(photo.body.id, (c) => c.properties.status !== 'converting');
    expect(refused.properties).toMatchObject({ status: 'failed', error_code: 'not_las' });
    const storage = createStorage(app.config);
    for (const id of [bad.body.id, photo.body.id])
      for (const key of octreeKeys('clouds', id)) expect(await storage.stat(key)).toBeUndefined();
    const viewer = await app.call<CloudViewer>(cloudRoutes.cloudViewer, {
      token: editor,
      params: { id: bad.body.id },
    });
    expect(viewer.body.octree).toMatchObject({ status: 'failed', url: null });
  });

  it('converts a LAZ uploaded through the upload API, for its company only', async () => {
    const file = path.join(dir, 'street.laz');
    await writeLaz(file, streetScan(30_000, 4), { offset: [597_000, 6_643_000, 0], chunkSize: 10_000 });
    const laz = await readFile(file);
    const meta = { filename: 'street.laz', purpose: 'cloud' };
    const tus = (url: string, method: string, headers: Record<string, string>, body?: Buffer) =>
      fetch(new URL(url, app.url), {
        method,
        headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${editor}`, ...headers },
        ...(body && { body: new Uint8Array(body) }),
      });
    const created = await tus('/api/uploads', 'POST', {
      'upload-length': String(laz.length),
      'upload-metadata': Object.entries(meta)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(','),
    });
    expect(created.status).toBe(201);
    const sent = await tus(
      created.headers.get('location')!,
      'PATCH',
      { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      laz,
    );
    expect(sent.status).toBe(204);
    const fileId = Number(sent.headers.get('upload-info'));
    const [stored] = await app.db.select().from(files).where(eq(files.id, fileId));
    expect(stored?.type).toBe('application/vnd.laszip');

    const cloud = await app.call<Cloud>(contentRoutes.clouds.create, {
      token: editor,
      body: { title: 'Storgata – compressed scan', subproject: subprojectId, files: [fileId] },
    });
    expect(cloud.status).toBe(201);
    const ready = await waitFor(cloud.body.id, (c) => c.properties.status !== 'converting');
    expect(ready.properties).toMatchObject({ status: 'ready', progress: 100, points: 30_000, error: null });
    expect(ready.properties.bounds!.min[0]).toBeGreaterThan(597_000);
    const asOutsider = await app.call(contentRoutes.clouds.get, {
      token: outsider,
      params: { id: cloud.body.id },
    });
    expect(asOutsider.status).toBe(404);
  });

  it('refuses server-written properties from a client', async () => {
    const updated = await app.call<Cloud>(contentRoutes.clouds.update, {
      token: editor,
      params: { id: cloudId },
      body: { data: { title: 'Storgata', properties: { pin_protected: true, points: 1, status: 'failed' } } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.properties).toMatchObject({ pin_protected: false, points: 30_000, status: 'ready' });
  });
});
