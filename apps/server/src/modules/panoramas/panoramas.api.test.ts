import { type ContentItem, contentRoutes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { uploadImage } from '../../../test/support/panoramas.ts';
import { connectSocket, nextEvent, type TestSocket, validate } from '../../../test/support/sockets.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { startServer } from '../../server.ts';
import { previewKey, thumbnailKey, tileKey } from './panoramas.keys.ts';
import { claimLegacyTilings, findPanorama, patchPanoramaProperties } from './panoramas.repository.ts';
import { samplePanorama } from './panoramas.sample.ts';

type Panorama = ContentItem & {
  properties: { status: string; width: number; height: number; levels: unknown[]; error: string | null };
};

describe('panorama tiling', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let editorToken: string;
  let subprojectId: number;
  let memberSocket: TestSocket;
  let outsiderSocket: TestSocket;

  beforeAll(async () => {
    tenants = await buildTenants(app);
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    subprojectId = world.subproject.id;
    editorToken = await signInFresh(app, tenants.companyAdmin.email);
    memberSocket = await connectSocket(app.url);
    const memberToken = await signInFresh(app, tenants.member.email);
    expect((await validate(memberSocket, memberToken, tenants.member.id)).ok).toBe(true);
    outsiderSocket = await connectSocket(app.url);
    const outsiderToken = await signInFresh(app, tenants.outsider.email);
    expect((await validate(outsiderSocket, outsiderToken, tenants.outsider.id)).ok).toBe(true);
  });

  async function createPanorama(image: Buffer) {
    const fileId = await uploadImage(app, tenants.companyAdmin.id, image);
    const created = await app.call<Panorama>(contentRoutes.panoramas.create, {
      token: editorToken,
      body: { title: 'Level 3 east wing', subproject: subprojectId, files: [fileId] },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  const storage = () => createStorage(app.config);
  let readyId: number;

  it('tiles an uploaded 2:1 image into 512 px levels and tells who may see it with tilingfinished', async () => {
    const outsiderHeard: unknown[] = [];
    outsiderSocket.on('tilingfinished', (p) => outsiderHeard.push(p));
    const progress: number[] = [];
    memberSocket.on('notification', (n) => {
      const result = n.result as Panorama & { properties: { progress: number } };
      if (n.model === 'panoramas' && n.type === 'updated' && result.properties.status === 'tiling')
        progress.push(result.properties.progress);
    });
    const finished = nextEvent(memberSocket, 'tilingfinished', 20_000);
    readyId = await createPanorama(await samplePanorama(2048, 1024, { label: 'Tiling test' }));
    const panorama = (await finished) as Panorama;
    expect(panorama.id).toBe(readyId);
    expect(panorama.properties).toMatchObject({
      status: 'ready',
      width: 2048,
      height: 1024,
      error: null,
      levels: [
        { width: 1024, cols: 2, rows: 1 },
        { width: 2048, cols: 4, rows: 2 },
      ],
    });
    expect(panorama.thumbnail).not.toBeNull();
    expect(panorama.abilities).toEqual({ update: false, delete: false });
    expect(await storage().stat(tileKey(readyId, 1, 3, 1))).toBeDefined();
    expect(await storage().stat(previewKey(readyId))).toBeDefined();
    expect(outsiderHeard).toEqual([]);
    // Progress went out while tiling, rising.
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    // An <img> sends no token: the signed URL alone must do.
    const thumbnail = await fetch(new URL(panorama.thumbnail!, app.url));
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
  }, 30_000);

  it('fails a 1000×1000 image with a clear error and leaves no tiles behind', async () => {
    const finished = nextEvent(memberSocket, 'tilingfinished', 20_000);
    const id = await createPanorama(await samplePanorama(1000, 1000));
    const panorama = (await finished) as Panorama;
    expect(panorama.id).toBe(id);
    expect(panorama.properties.status).toBe('failed');
    expect(panorama.properties.error).toBe(
      'The panorama must be equirectangular, twice as wide as it is high (2:1); this image is 1000×1000.',
    );
    expect(panorama.properties).toMatchObject({
      error_code: 'not_equirectangular',
      width: 1000,
      height: 1000,
      levels: [],
    });
    expect(await storage().stat(previewKey(id))).toBeUndefined();
    expect(await storage().stat(tileKey(id, 0, 0, 0))).toBeUndefined();
    expect(await storage().stat(thumbnailKey(id))).toBeUndefined();
  }, 30_000);

  it('tiles again when the image is replaced, leaving no tiles of the old levels', async () => {
    const fileId = await uploadImage(app, tenants.companyAdmin.id, await samplePanorama(1024, 512));
    const finished = nextEvent(memberSocket, 'tilingfinished', 20_000);
    const updated = await app.call(contentRoutes.panoramas.update, {
      token: editorToken,
      params: { id: readyId },
      body: { data: { files: [fileId] } },
    });
    expect(updated.status).toBe(200);
    const panorama = (await finished) as Panorama;
    expect(panorama.properties).toMatchObject({ status: 'ready', width: 1024, levels: [{ width: 1024 }] });
    expect(await storage().stat(tileKey(readyId, 0, 1, 0))).toBeDefined();
    expect(await storage().stat(tileKey(readyId, 1, 0, 0))).toBeUndefined();
  }, 30_000);

  it('keeps the tiling fields for the server: a client cannot mark a panorama ready', async () => {
    const created = await app.call<Panorama>(contentRoutes.panoramas.create, {
      token: editorToken,
      body: { title: 'No image yet', subproject: subprojectId, properties: { status: 'ready', width: 9 } },
    });
    expect(created.status).toBe(201);
    expect(created.body.properties).toMatchObject({ status: 'uploaded', width: null, levels: [] });
  });

  it('tiles again, when an instance starts, a ready panorama whose levels the viewer refuses', async () => {
    // As tiled before power-of-two grids: 3 columns, which Photo Sphere Viewer throws on.
    await patchPanoramaProperties(app.db, readyId, { levels: [{ width: 1024, cols: 3, rows: 1 }] });
    const restarted = await startServer(app.config);
    try {
      const deadline = Date.now() + 20_000;
      let properties = (await findPanorama(app.db, readyId))!.properties as Panorama['properties'];
      while (
        Date.now() < deadline &&
        (properties.status !== 'ready' ||
          properties.levels.length !== 1 ||
          JSON.stringify(properties.levels).includes('"cols":3'))
      ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        properties = (await findPanorama(app.db, readyId))!.properties as Panorama['properties'];
      }
      expect(properties).toMatchObject({ status: 'ready', levels: [{ width: 1024, cols: 2, rows: 1 }] });
      expect(await storage().stat(tileKey(readyId, 0, 1, 0))).toBeDefined();
      // Nothing is left to claim: a panorama already on such grids is never tiled again.
      expect(await claimLegacyTilings(app.db)).toEqual([]);
    } finally {
      await restarted.stop();
    }
  }, 30_000);

  it('deletes the tiles, preview and thumbnail with the panorama', async () => {
    const removed = await app.call(contentRoutes.panoramas.remove, {
      token: editorToken,
      params: { id: readyId },
    });
    expect(removed.status).toBe(200);
    expect(await storage().stat(tileKey(readyId, 0, 0, 0))).toBeUndefined();
    expect(await storage().stat(previewKey(readyId))).toBeUndefined();
    expect(await storage().stat(thumbnailKey(readyId))).toBeUndefined();
  });
});
