import {
  catalogueRoutes,
  type SceneNote,
  type SearchResults,
  sceneNoteRoutes,
  sceneNoteTextTooShort,
} from '@spatium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser } from '../../../test/support/factories.ts';
import {
  connectSocket,
  recordEvents,
  settle,
  type TestSocket,
  validate,
} from '../../../test/support/sockets.ts';
import { subprojectAccess } from '../projects/projects.schema.ts';

type Refused = { message: string };

describe('points of interest and annotations in 3D', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let manager: string;
  let member: string;
  let colleague: string;
  let restricted: string;
  let outsider: string;
  let ungranted: string;
  let cloudId: number;
  let bimId: number;
  let threedId: number;
  let hiddenCloudId: number;
  let sockets: TestSocket[] = [];

  beforeAll(async () => {
    tenants = await buildTenants(app);
    const second = await buildUser(app.db, { companyId: tenants.company.id });
    const third = await buildUser(app.db, { companyId: tenants.company.id });
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    await app.db.insert(subprojectAccess).values({ oldsubprojectId: world.subproject.id, userId: second.id });
    const inSubproject = { companyId: tenants.company.id, oldsubprojectId: world.subproject.id };
    cloudId = (await buildContent(app.db, 'clouds', inSubproject)).id;
    bimId = (await buildContent(app.db, 'bims', inSubproject)).id;
    threedId = (await buildContent(app.db, 'threeds', inSubproject)).id;
    hiddenCloudId = (
      await buildContent(app.db, 'clouds', {
        companyId: tenants.company.id,
        oldsubprojectId: world.hiddenSubproject.id,
      })
    ).id;
    manager = await signInFresh(app, tenants.companyAdmin.email);
    member = await signInFresh(app, tenants.member.email);
    colleague = await signInFresh(app, second.email);
    ungranted = await signInFresh(app, third.email);
    restricted = await signInFresh(app, tenants.restricted.email);
    outsider = await signInFresh(app, tenants.outsider.email);
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  const place = (token: string, body: Record<string, unknown>) =>
    app.call<SceneNote & Refused>(sceneNoteRoutes.createSceneNote, { token, body });
  const list = (token: string, content: string, item: number) =>
    app.call<SceneNote[]>(sceneNoteRoutes.listSceneNotes, { token, query: { content, item } });
  const poi = {
    content: 'clouds',
    type: 'poi',
    title: 'Cracked kerb',
    description: 'East side, by the drain',
    importance: 'high',
    position: [12.5, -3.25, 1.75],
    camera: { position: [20, -10, 8], target: [12.5, -3.25, 1.75] },
  };

  it('places a point of interest that every reader of the cloud sees, and tells them to refetch', async () => {
    const memberSocket = await connectSocket(app.url);
    const outsiderSocket = await connectSocket(app.url);
    sockets = [memberSocket, outsiderSocket];
    expect((await validate(memberSocket, member, tenants.member.id)).ok).toBe(true);
    expect((await validate(outsiderSocket, outsider, tenants.outsider.id)).ok).toBe(true);
    const memberHeard = recordEvents(memberSocket, 'refetch');
    const outsiderHeard = recordEvents(outsiderSocket, 'refetch');

    const created = await place(colleague, { ...poi, item: cloudId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'poi',
      title: 'Cracked kerb',
      importance: 'high',
      category: null,
      position: [12.5, -3.25, 1.75],
      mine: true,
      may_edit: true,
    });
    const seen = await list(member, 'clouds', cloudId);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual([
      expect.objectContaining({ id: created.body.id, camera: poi.camera, mine: false, may_edit: false }),
    ]);
    await settle();
    expect(memberHeard).toContainEqual({ models: ['scene-notes'] });
    expect(outsiderHeard).toEqual([]);
  });

  it('places annotations with a category and colour, and a BIM element’s GUID', async () => {
    const annotation = await place(member, {
      content: 'bims',
      item: bimId,
      type: 'annotation',
      title: 'Fire door',
      category: 'Safety',
      color: '#e03131',
      position: [1, 2, 3],
      element: '2O2Fr$t4X7Zf8NOew3FLOH',
    });
    expect(annotation.status).toBe(201);
    expect(annotation.body).toMatchObject({
      category: 'Safety',
      importance: null,
      color: '#e03131',
      element: '2O2Fr$t4X7Zf8NOew3FLOH',
      description: '',
    });
    const onModel = await place(member, {
      ...poi,
      content: 'threeds',
      item: threedId,
      importance: undefined,
    });
    expect(onModel.status).toBe(201);
    expect(onModel.body.importance).toBe('medium');
    expect((await list(member, 'threeds', threedId)).body.map((n) => n.id)).toEqual([onModel.body.id]);
  });

  it('refuses short text and mismatched fields with a clear 400', async () => {
    const short = await place(member, { ...poi, item: cloudId, title: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain(sceneNoteTextTooShort);
    const shortDescription = await place(member, { ...poi, item: cloudId, description: 'no' });
    expect(shortDescription.status).toBe(400);
    const noCategory = await place(member, {
      ...poi,
      item: cloudId,
      type: 'annotation',
      importance: undefined,
    });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.message).toContain('An annotation needs a category.');
    const badPosition = await place(member, { ...poi, item: cloudId, position: [1, 2] });
    expect(badPosition.status).toBe(400);
    const elementOnCloud = await place(member, { ...poi, item: cloudId, element: 'abc' });
    expect(elementOnCloud.status).toBe(400);
    expect(elementOnCloud.body.message).toContain('Only a BIM model');
  });

  it('lets the author and the item’s managers edit and delete, and no other reader', async () => {
    const created = await place(member, { ...poi, item: cloudId, title: 'Manhole cover' });
    const id = created.body.id;
    const rename = (token: string, title: string) =>
      app.call<SceneNote & Refused>(sceneNoteRoutes.updateSceneNote, {
        token,
        params: { id },
        body: { title },
      });
    expect((await rename(colleague, 'Not mine')).status).toBe(403);
    const byAuthor = await rename(member, 'Manhole cover, loose');
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body.title).toBe('Manhole cover, loose');
    expect((await rename(member, 'x')).status).toBe(400);
    const byManager = await rename(manager, 'Manhole cover, fixed');
    expect(byManager.status).toBe(200);
    expect(byManager.body.may_edit).toBe(true);
    const categoryOnPoi = await app.call<Refused>(sceneNoteRoutes.updateSceneNote, {
      token: member,
      params: { id },
      body: { category: 'Safety' },
    });
    expect(categoryOnPoi.status).toBe(400);

    expect(
      (await app.call(sceneNoteRoutes.deleteSceneNote, { token: colleague, params: { id } })).status,
    ).toBe(403);
    expect((await app.call(sceneNoteRoutes.deleteSceneNote, { token: manager, params: { id } })).status).toBe(
      200,
    );
    expect((await list(member, 'clouds', cloudId)).body.map((n) => n.id)).not.toContain(id);
  });

  it('shows nothing to another company, the restricted role or a member without access', async () => {
    const created = await place(member, { ...poi, item: cloudId, title: 'Lamp post' });
    const id = created.body.id;
    for (const [token, status] of [
      [outsider, 404],
      [ungranted, 404],
      [restricted, 403],
    ] as const) {
      expect((await list(token, 'clouds', cloudId)).status).toBe(status);
      expect((await place(token, { ...poi, item: cloudId })).status).toBe(status);
      const update = await app.call(sceneNoteRoutes.updateSceneNote, {
        token,
        params: { id },
        body: { title: 'Taken over' },
      });
      expect(update.status).toBe(status);
      expect((await app.call(sceneNoteRoutes.deleteSceneNote, { token, params: { id } })).status).toBe(
        status,
      );
    }
    // A member sees no note of an item in a sub-project they were not granted.
    expect((await list(member, 'clouds', hiddenCloudId)).status).toBe(404);
    expect((await list(member, 'clouds', cloudId)).body.map((n) => n.title)).toContain('Lamp post');
  });

  it('finds points of interest placed in 3D by search, only for those who may see their item', async () => {
    const search = (token: string, q: string) =>
      app.call<SearchResults>(catalogueRoutes.search, { token, query: { q } });
    const found = await search(member, 'kerb');
    expect(found.status).toBe(200);
    // The most important first: the cloud's (high), then the 3D model's (medium).
    expect(found.body.scene_pois).toEqual([
      expect.objectContaining({
        title: 'Cracked kerb',
        content: 'clouds',
        item: cloudId,
        importance: 'high',
      }),
      expect.objectContaining({
        title: 'Cracked kerb',
        content: 'threeds',
        item: threedId,
        importance: 'medium',
      }),
    ]);
    // Annotations are not points of interest.
    expect((await search(member, 'Fire door')).body.scene_pois).toEqual([]);
    for (const token of [outsider, ungranted])
      expect((await search(token, 'kerb')).body.scene_pois).toEqual([]);
  });
});
