import { randomUUID } from 'node:crypto';
import {
  type ContentItem,
  catalogueRoutes,
  cloudRoutes,
  contentRoutes,
  type Measurement,
} from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { balconyParts, sampleGlb } from '../demo/demo.models.ts';
import { files } from '../files/files.schema.ts';

/** A 3D model's viewer loads its glTF through a signed file link and measures with the 3D toolkit. */
describe('3D models', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let editor: string;
  let member: string;
  let restricted: string;
  let outsider: string;
  let modelId: number;
  let fileId: number;
  const glb = sampleGlb(balconyParts);

  beforeAll(async () => {
    tenants = await buildTenants(app);
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    editor = await signInFresh(app, tenants.companyAdmin.email);
    member = await signInFresh(app, tenants.member.email);
    restricted = await signInFresh(app, tenants.restricted.email);
    outsider = await signInFresh(app, tenants.outsider.email);
    const storageKey = `uploads/test-${randomUUID()}`;
    await createStorage(app.config).put(storageKey, glb);
    const [row] = await app.db
      .insert(files)
      .values({
        ownerId: tenants.companyAdmin.id,
        name: 'balcony.glb',
        size: glb.length,
        type: 'model/gltf-binary',
        purpose: 'threed',
        storageKey,
      })
      .returning({ id: files.id });
    fileId = row!.id;
    const created = await app.call<ContentItem>(contentRoutes.threeds.create, {
      token: editor,
      body: { title: 'Balcony module', subproject: world.subproject.id, files: [fileId] },
    });
    expect(created.status).toBe(201);
    modelId = created.body.id;
  });

  it('writes demo glTF files with one named node, mesh and material per part under a root', () => {
    const jsonLength = glb.readUInt32LE(12);
    expect(glb.readUInt32LE(16)).toBe(0x4e4f534a);
    const json = JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8'));
    expect(json.scenes[0].nodes).toEqual([0]);
    expect(json.nodes[0]).toEqual({ name: 'Model', children: [1, 2, 3, 4, 5] });
    expect(json.nodes.slice(1).map((n: { name: string }) => n.name)).toEqual(balconyParts.map((p) => p.name));
    expect(json.meshes).toHaveLength(balconyParts.length);
    expect(json.materials).toHaveLength(balconyParts.length);
    expect(glb.readUInt32LE(8)).toBe(glb.length);
  });

  it('gives a member a signed link to the model file, which serves the glTF', async () => {
    const item = await app.call<ContentItem>(contentRoutes.threeds.get, {
      token: member,
      params: { id: modelId },
    });
    expect(item.status).toBe(200);
    expect(item.body.files.map((f) => f.id)).toEqual([fileId]);
    const link = await app.call<{ url: string }>(catalogueRoutes.fileLink, {
      token: member,
      params: { id: fileId },
    });
    expect(link.status).toBe(200);
    const response = await fetch(new URL(`/api${link.body.url}`, app.url));
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('glTF');
    expect(bytes.length).toBe(glb.length);
  });

  it('keeps measurements on a model per user until shared', async () => {
    const body = {
      content: 'threeds',
      item: modelId,
      kind: 'distance',
      title: 'Slab width',
      points: [
        [0, 0, 0],
        [4, 0, 0],
      ],
    };
    const created = await app.call<Measurement>(cloudRoutes.createMeasurement, { token: member, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ content: 'threeds', item: modelId, mine: true, shared: false });
    const query = { content: 'threeds', item: modelId };
    const own = await app.call<Measurement[]>(cloudRoutes.listMeasurements, { token: member, query });
    expect(own.body.map((m) => m.title)).toEqual(['Slab width']);
    const editorSees = await app.call<Measurement[]>(cloudRoutes.listMeasurements, { token: editor, query });
    expect(editorSees.body).toEqual([]);
    const id = created.body.id;
    expect(
      (
        await app.call(cloudRoutes.updateMeasurement, {
          token: member,
          params: { id },
          body: { shared: true },
        })
      ).status,
    ).toBe(200);
    const shared = await app.call<Measurement[]>(cloudRoutes.listMeasurements, { token: editor, query });
    expect(shared.body.map((m) => [m.title, m.mine])).toEqual([['Slab width', false]]);
    expect((await app.call(cloudRoutes.deleteMeasurement, { token: editor, params: { id } })).status).toBe(
      404,
    );
    expect((await app.call(cloudRoutes.deleteMeasurement, { token: member, params: { id } })).status).toBe(
      200,
    );
  });

  it('shows nothing of the model to another company or the restricted role', async () => {
    const params = { id: modelId };
    expect((await app.call(contentRoutes.threeds.get, { token: outsider, params })).status).toBe(404);
    expect((await app.call(contentRoutes.threeds.get, { token: restricted, params })).status).toBe(403);
    const list = await app.call<ContentItem[]>(contentRoutes.threeds.list, { token: outsider });
    expect(list.body.map((m) => m.id)).not.toContain(modelId);
    expect(
      (await app.call(catalogueRoutes.fileLink, { token: outsider, params: { id: fileId } })).status,
    ).toBe(404);
    const query = { content: 'threeds', item: modelId };
    expect((await app.call(cloudRoutes.listMeasurements, { token: outsider, query })).status).toBe(404);
    expect((await app.call(cloudRoutes.listMeasurements, { token: restricted, query })).status).toBe(403);
    const body = {
      content: 'threeds',
      item: modelId,
      kind: 'area',
      title: 'x',
      points: [
        [0, 0, 0],
        [1, 0, 0],
        [1, 1, 0],
      ],
    };
    expect((await app.call(cloudRoutes.createMeasurement, { token: outsider, body })).status).toBe(404);
    expect((await app.call(cloudRoutes.createMeasurement, { token: restricted, body })).status).toBe(403);
  });

  it('answers an unknown measured kind with a 400 and a message', async () => {
    const response = await app.call<{ message: string }>(cloudRoutes.listMeasurements, {
      token: member,
      query: { content: 'tours', item: modelId },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBeTruthy();
  });
});
