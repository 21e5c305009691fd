import { randomUUID } from 'node:crypto';
import { type ContentItem, contentRoutes, type ThreedViewer, threedRoutes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { connectSocket, type TestSocket, validate } from '../../../test/support/sockets.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { balconyParts, sampleGlb } from '../demo/demo.models.ts';
import { files } from '../files/files.schema.ts';
import { convertedKey } from './threeds.files.ts';
import { threeds } from './threeds.schema.ts';

/** Two parts, each its own named object with its own material from the .mtl beside it. */
const twoPartObj = `mtllib parts.mtl
o Slab
v 0 0 0
v 4 0 0
v 4 2 0
v 0 2 0
usemtl Concrete
f 1 2 3 4
o Front railing
v 0 0 1
v 4 0 1
v 4 0 2
usemtl Steel
f 5 6 7
`;
const partsMtl = `newmtl Concrete
Kd 0.7 0.7 0.7
newmtl Steel
Kd 0.2 0.3 0.8
`;
const triangleStl = `solid plate
facet normal 0 0 1
outer loop
vertex 0 0 0
vertex 1 0 0
vertex 0 1 0
endloop
endfacet
endsolid plate
`;

interface GltfJson {
  nodes: { name?: string; mesh?: number; children?: number[] }[];
  meshes: unknown[];
  materials?: { name?: string }[];
}

/** The JSON chunk of a GLB. */
function glbJson(glb: Buffer): GltfJson {
  expect(glb.subarray(0, 4).toString('ascii')).toBe('glTF');
  expect(glb.readUInt32LE(16)).toBe(0x4e4f534a);
  expect(glb.readUInt32LE(8)).toBe(glb.length);
  expect(glb.readUInt32LE(12) % 4).toBe(0);
  return JSON.parse(glb.subarray(20, 20 + glb.readUInt32LE(12)).toString('utf8'));
}

/** OBJ, STL and the like are converted to GLB by the server; the viewer loads it through a signed URL. */
describe('3D model conversion', () => {
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

  async function upload(bytes: Buffer | string, name: string, type: string): Promise<number> {
    const data = Buffer.from(bytes);
    const storageKey = `uploads/test-${randomUUID()}`;
    await storage().put(storageKey, data);
    const [row] = await app.db
      .insert(files)
      .values({
        ownerId: tenants.companyAdmin.id,
        name,
        size: data.length,
        type,
        purpose: 'threed',
        storageKey,
      })
      .returning({ id: files.id });
    return row!.id;
  }

  async function create(fileIds: number[]): Promise<number> {
    const created = await app.call<ContentItem>(contentRoutes.threeds.create, {
      token: tokens.companyAdmin,
      body: { title: 'Balcony module', subproject: world.subproject.id, files: fileIds },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  /** Waits until the model's conversion has finished, as the member sees it. */
  async function settled(id: number): Promise<ThreedViewer> {
    for (let i = 0; i < 200; i++) {
      const viewer = await app.call<ThreedViewer>(threedRoutes.threedViewer, {
        token: tokens.member,
        params: { id },
      });
      expect(viewer.status).toBe(200);
      if (viewer.body.status !== 'converting') return viewer.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('conversion did not finish');
  }

  async function fetchModel(viewer: ThreedViewer): Promise<Response> {
    return fetch(new URL(viewer.model_url!, app.url));
  }

  let objModel: number;
  let objFile: number;

  it('converts an OBJ of two named parts to a GLB that keeps their names and materials', async () => {
    const heard: ThreedViewer['status'][] = [];
    const outsiderHeard: unknown[] = [];
    outsiderSocket.on('notification', (n) => outsiderHeard.push(n));
    memberSocket.on('notification', (n) => {
      const result = n.result as Partial<ContentItem>;
      if (n.model === 'threeds' && result.id === objModel && result.properties)
        heard.push(result.properties.status as ThreedViewer['status']);
    });
    objFile = await upload(twoPartObj, 'balcony.obj', 'model/obj');
    const mtl = await upload(partsMtl, 'parts.mtl', 'text/plain');
    objModel = await create([objFile, mtl]);
    const viewer = await settled(objModel);
    expect(viewer).toMatchObject({
      file: { id: objFile, name: 'balcony.obj' },
      format: 'obj',
      status: 'ready',
      progress: 100,
      error: null,
      error_code: null,
    });
    // A loader sends no token: the signed URL alone must do.
    const response = await fetchModel(viewer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('model/gltf-binary');
    const json = glbJson(Buffer.from(await response.arrayBuffer()));
    const parts = json.nodes.filter((n) => n.mesh !== undefined).map((n) => n.name);
    // assimp alone would cut “Front railing” to “Front”.
    expect(parts).toEqual(['Slab', 'Front railing']);
    expect(json.meshes).toHaveLength(2);
    expect(json.materials?.map((m) => m.name)).toEqual(expect.arrayContaining(['Concrete', 'Steel']));
    expect(await storage().stat(convertedKey(objModel, objFile))).toBeDefined();

    const item = await app.call<ContentItem>(contentRoutes.threeds.get, {
      token: tokens.member,
      params: { id: objModel },
    });
    expect(item.body.properties).toMatchObject({ format: 'obj', status: 'ready', source_file: objFile });
    await expect.poll(() => heard.at(-1)).toBe('ready');
    expect(heard).toContain('converting');
    expect(outsiderHeard).toEqual([]);
  }, 30_000);

  it('converts an STL', async () => {
    const stl = await upload(triangleStl, 'plate.stl', 'model/stl');
    const viewer = await settled(await create([stl]));
    expect(viewer).toMatchObject({ format: 'stl', status: 'ready' });
    const json = glbJson(Buffer.from(await (await fetchModel(viewer)).arrayBuffer()));
    expect(json.meshes).toHaveLength(1);
  }, 30_000);

  it('converts a model uploaded before the conversion job when it is first opened', async () => {
    const stl = await upload(triangleStl, 'legacy.stl', 'model/stl');
    const id = await create([stl]);
    await settled(id);
    // As an item from before: no conversion state, no converted GLB.
    await app.db.update(threeds).set({ properties: {} }).where(eq(threeds.id, id));
    await storage().delete(convertedKey(id, stl));
    const viewer = await settled(id);
    expect(viewer).toMatchObject({ format: 'stl', status: 'ready' });
    expect(await storage().stat(convertedKey(id, stl))).toBeDefined();
  }, 30_000);

  it('shows a glTF/GLB as it is, without converting it', async () => {
    const glb = sampleGlb(balconyParts);
    const file = await upload(glb, 'balcony.glb', 'model/gltf-binary');
    const id = await create([file]);
    const viewer = await settled(id);
    expect(viewer).toMatchObject({ format: 'glb', status: 'ready' });
    const bytes = Buffer.from(await (await fetchModel(viewer)).arrayBuffer());
    expect(bytes.equals(glb)).toBe(true);
    expect(await storage().stat(convertedKey(id, file))).toBeUndefined();
  }, 30_000);

  it('fails a broken file with a clear message and stores nothing of it', async () => {
    const broken = await upload('this is not a model', 'broken.obj', 'model/obj');
    const id = await create([broken]);
    const viewer = await settled(id);
    expect(viewer).toMatchObject({
      status: 'failed',
      error_code: 'unreadable',
      error: 'The model file could not be read (not a valid OBJ/FBX/STL/PLY).',
      model_url: null,
    });
    expect(await storage().stat(convertedKey(id, broken))).toBeUndefined();
  }, 30_000);

  it('shows nothing of the model to another company or the restricted role', async () => {
    const params = { id: objModel };
    expect((await app.call(threedRoutes.threedViewer, { token: tokens.outsider, params })).status).toBe(404);
    expect((await app.call(threedRoutes.threedViewer, { token: tokens.restricted, params })).status).toBe(
      403,
    );
    const viewer = await settled(objModel);
    const grant = viewer.model_url!.split('/')[5]!;
    // Without the right signature, or with one made for another model, the file is not there.
    const forged = `${grant.slice(0, -4)}AAAA`;
    expect((await fetch(new URL(`/api/threeds/${objModel}/model/${forged}/model.glb`, app.url))).status).toBe(
      404,
    );
    const other = await create([await upload(triangleStl, 'other.stl', 'model/stl')]);
    expect((await fetch(new URL(`/api/threeds/${other}/model/${grant}/model.glb`, app.url))).status).toBe(
      404,
    );
  }, 30_000);

  it('removes the converted GLB when its file is replaced, and when the model is deleted', async () => {
    const stl = await upload(triangleStl, 'plate.stl', 'model/stl');
    const updated = await app.call(contentRoutes.threeds.update, {
      token: tokens.companyAdmin,
      params: { id: objModel },
      body: { data: { files: [stl] } },
    });
    expect(updated.status).toBe(200);
    const viewer = await settled(objModel);
    expect(viewer).toMatchObject({ file: { id: stl }, format: 'stl', status: 'ready' });
    expect(await storage().stat(convertedKey(objModel, objFile))).toBeUndefined();
    expect(await storage().stat(convertedKey(objModel, stl))).toBeDefined();
    const removed = await app.call(contentRoutes.threeds.remove, {
      token: tokens.companyAdmin,
      params: { id: objModel },
    });
    expect(removed.status).toBe(200);
    expect(await storage().stat(convertedKey(objModel, stl))).toBeUndefined();
  }, 30_000);
});
