import { randomUUID } from 'node:crypto';
import {
  type BimViewer,
  bimMessages,
  bimRoutes,
  type ContentItem,
  cloudRoutes,
  contentRoutes,
  type Measurement,
} from '@spatium/contracts';
import { SingleThreadedFragmentsModel } from '@thatopen/fragments';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { connectSocket, type TestSocket, validate } from '../../../test/support/sockets.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { files } from '../files/files.schema.ts';
import { fragmentsKey } from './bims.service.ts';
import { sampleIfcBuilding } from './ifc.sample.ts';

type Bim = ContentItem & { properties: { status: string; progress: number } };

describe('BIM models', () => {
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

  async function upload(text: string, name = 'model.ifc'): Promise<number> {
    const bytes = Buffer.from(text);
    const storageKey = `uploads/test-${randomUUID()}`;
    await storage().put(storageKey, bytes);
    const [row] = await app.db
      .insert(files)
      .values({
        ownerId: tenants.companyAdmin.id,
        name,
        size: bytes.length,
        type: 'application/x-step',
        purpose: 'bim',
        storageKey,
      })
      .returning({ id: files.id });
    return row!.id;
  }

  async function create(title: string, fileIds: number[], subproject = world.subproject.id) {
    const created = await app.call<Bim>(contentRoutes.bims.create, {
      token: tokens.companyAdmin,
      body: { title, subproject, files: fileIds },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  async function settled(id: number): Promise<BimViewer> {
    for (let i = 0; i < 300; i++) {
      const viewer = await app.call<BimViewer>(bimRoutes.bimViewer, {
        token: tokens.companyAdmin,
        params: { id },
      });
      expect(viewer.status).toBe(200);
      if (viewer.body.model.status !== 'converting') return viewer.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('conversion did not finish');
  }

  let architecture: number;
  let structure: number;

  it('converts an IFC into fragments with progress to those who may see it, and fills the schema', async () => {
    const progress: number[] = [];
    const outsiderHeard: unknown[] = [];
    outsiderSocket.on('notification', (n) => outsiderHeard.push(n));
    memberSocket.on('notification', (n) => {
      const bim = n.result as Bim;
      if (n.model === 'bims' && bim.id === architecture && bim.properties.status === 'converting')
        progress.push(bim.properties.progress);
    });
    architecture = await create('Block A – architecture', [await upload(sampleIfcBuilding({ storeys: 2 }))]);
    const viewer = await settled(architecture);
    expect(viewer.model).toMatchObject({ status: 'ready', schema: 'IFC4', elements: 11, error: null });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(outsiderHeard.filter((n) => (n as { model: string }).model === 'bims')).toEqual([]);

    const item = await app.call<Bim>(contentRoutes.bims.get, {
      token: tokens.member,
      params: { id: architecture },
    });
    expect(item.body.properties).toMatchObject({ status: 'ready', schema: 'IFC4', elements: 11 });

    // The browser gets fragments, a fraction of the IFC, that hold the spatial tree.
    const response = await fetch(new URL(viewer.model.url!, app.url));
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const model = new SingleThreadedFragmentsModel('check', bytes);
    expect(Object.keys(model.getItemsOfCategories([/^IFCBUILDINGSTOREY$/]))).toEqual(['IFCBUILDINGSTOREY']);
    model.dispose();
  });

  it('loads the other models of the sub-project beside it', async () => {
    structure = await create('Block A – structure', [
      await upload(sampleIfcBuilding({ schema: 'IFC2X3', storeys: 1, wallsPerStorey: 2 })),
    ]);
    await settled(structure);
    const viewer = await settled(architecture);
    expect(viewer.siblings.map((s) => [s.title, s.status, s.schema])).toEqual([
      ['Block A – structure', 'ready', 'IFC2X3'],
    ]);
  });

  it('fails a broken file with a clear message and leaves no fragments behind', async () => {
    const broken = await create('Broken', [await upload('this is not an IFC file', 'broken.ifc')]);
    const viewer = await settled(broken);
    expect(viewer.model).toMatchObject({ status: 'failed', error_code: 'not_ifc', url: null });
    expect(viewer.model.error).toMatch(/not an IFC file/);
    expect(await storage().stat(fragmentsKey(broken))).toBeUndefined();
    const truncated = sampleIfcBuilding();
    const damaged = await create('Damaged', [await upload(truncated.slice(0, truncated.length / 3))]);
    expect((await settled(damaged)).model.status).toBe('failed');
    expect(await storage().stat(fragmentsKey(damaged))).toBeUndefined();
  });

  it('says "Bim project not found" to another company, and refuses the restricted role', async () => {
    const outsider = await app.call<{ message: string }>(bimRoutes.bimViewer, {
      token: tokens.outsider,
      params: { id: architecture },
    });
    expect(outsider.status).toBe(404);
    expect(outsider.body.message).toBe(bimMessages.notFound);
    const missing = await app.call<{ message: string }>(bimRoutes.bimViewer, {
      token: tokens.member,
      params: { id: 999_999 },
    });
    expect(missing.body.message).toBe(bimMessages.notFound);
    const restricted = await app.call(bimRoutes.bimViewer, {
      token: tokens.restricted,
      params: { id: architecture },
    });
    expect(restricted.status).toBe(403);
    const list = await app.call<ContentItem[]>(contentRoutes.bims.list, { token: tokens.outsider });
    expect(list.body.map((b) => b.id)).not.toContain(architecture);
    // A model in a sub-project the member was not given is missing for them, and not a sibling.
    const hidden = await create(
      'Block B – MEP',
      [await upload(sampleIfcBuilding({ storeys: 1 }))],
      world.hiddenSubproject.id,
    );
    await settled(hidden);
    const memberView = await app.call<BimViewer>(bimRoutes.bimViewer, {
      token: tokens.member,
      params: { id: hidden },
    });
    expect(memberView.status).toBe(404);
  });

  it('serves fragments only with a grant made for the model since its last change', async () => {
    const viewer = await settled(architecture);
    const url = viewer.model.url!;
    const grant = url.split('/')[5]!;
    const other = (await settled(structure)).model.url!.split('/')[5]!;
    expect((await fetch(new URL(url.replace(grant, other), app.url))).status).toBe(403);
    expect((await fetch(new URL(url.replace(grant, `${grant.slice(0, -2)}xx`), app.url))).status).toBe(403);
    // Public only while the model is public.
    expect((await app.call(bimRoutes.publicBim, { params: { id: architecture } })).status).toBe(404);
    const made = await app.call(contentRoutes.bims.update, {
      token: tokens.companyAdmin,
      params: { id: architecture },
      body: { data: { properties: { public: true } } },
    });
    expect(made.body).toMatchObject({ id: architecture });
    // The edit voided the grants made before it.
    expect((await fetch(new URL(url, app.url))).status).toBe(403);
    const open = await app.call<BimViewer>(bimRoutes.publicBim, { params: { id: architecture } });
    expect(open.status).toBe(200);
    expect(open.body.siblings).toEqual([]);
    const publicUrl = new URL(open.body.model.url!, app.url);
    expect((await fetch(publicUrl)).status).toBe(200);
    await app.call(contentRoutes.bims.update, {
      token: tokens.companyAdmin,
      params: { id: architecture },
      body: { data: { properties: { public: false } } },
    });
    expect((await fetch(publicUrl)).status).toBe(403);
    expect((await app.call(bimRoutes.publicBim, { params: { id: architecture } })).status).toBe(404);
  });

  it('keeps measurements per model, out of reach of another company and the restricted role', async () => {
    const created = await app.call<Measurement>(cloudRoutes.createMeasurement, {
      token: tokens.member,
      body: {
        content: 'bims',
        item: architecture,
        kind: 'distance',
        title: 'Door to wall',
        points: [
          [0, 0, 0],
          [4, 3, 0],
        ],
        shared: true,
      },
    });
    expect(created.status).toBe(201);
    const seen = await app.call<Measurement[]>(cloudRoutes.listMeasurements, {
      token: tokens.companyAdmin,
      query: { content: 'bims', item: architecture },
    });
    expect(seen.body.map((m) => m.title)).toEqual(['Door to wall']);
    for (const who of ['outsider', 'restricted'] as const) {
      const refused = await app.call(cloudRoutes.listMeasurements, {
        token: tokens[who],
        query: { content: 'bims', item: architecture },
      });
      expect([403, 404]).toContain(refused.status);
    }
  });

  it('keeps heights, angles and polylines, and says how many points a kind takes', async () => {
    const measure = (kind: string, points: number[][]) =>
      app.call<Measurement & { message: string }>(cloudRoutes.createMeasurement, {
        token: tokens.member,
        body: { content: 'bims', item: architecture, kind, title: kind, points, shared: false },
      });
    for (const [kind, points] of [
      [
        'height',
        [
          [0, 0, 0],
          [0, 0, 3],
        ],
      ],
      [
        'angle',
        [
          [1, 0, 0],
          [0, 0, 0],
          [0, 1, 0],
        ],
      ],
      [
        'polyline',
        [
          [0, 0, 0],
          [1, 0, 0],
          [1, 1, 0],
        ],
      ],
    ] as const) {
      const created = await measure(
        kind,
        points.map((p) => [...p]),
      );
      expect(created.status).toBe(201);
      expect(created.body.kind).toBe(kind);
    }
    const badAngle = await measure('angle', [
      [0, 0, 0],
      [1, 0, 0],
    ]);
    expect(badAngle.status).toBe(400);
    expect(badAngle.body.message).toMatch('An angle is measured with three points, its vertex second.');
    const badDistance = await measure('distance', [
      [0, 0, 0],
      [1, 0, 0],
      [2, 0, 0],
    ]);
    expect(badDistance.body.message).toMatch('A distance is measured between two points.');
  });

  it('takes the fragments and measurements along when the model is deleted', async () => {
    const removed = await app.call(contentRoutes.bims.remove, {
      token: tokens.companyAdmin,
      params: { id: structure },
    });
    expect(removed.status).toBe(200);
    expect(await storage().stat(fragmentsKey(structure))).toBeUndefined();
    expect((await settled(architecture)).siblings.map((s) => s.id)).not.toContain(structure);
  });
});
