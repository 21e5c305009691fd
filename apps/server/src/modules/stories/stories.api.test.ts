import { type ContentItem, catalogueRoutes, contentRoutes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';

describe('kind-specific rules', () => {
  const app = useTestApp();
  let t: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let tokens: Record<'admin' | 'companyAdmin' | 'member' | 'outsider', string>;

  beforeAll(async () => {
    t = await buildTenants(app);
    world = await buildCatalogue(app.db, t, [t.member.id]);
    tokens = {
      admin: await signInFresh(app, t.admin.email),
      companyAdmin: await signInFresh(app, t.companyAdmin.email),
      member: await signInFresh(app, t.member.email),
      outsider: await signInFresh(app, t.outsider.email),
    };
  });
  const inSub = (kind: Parameters<typeof buildContent>[1], values: object = {}) =>
    buildContent(app.db, kind, { companyId: t.company.id, oldsubprojectId: world.subproject.id, ...values });

  it.each([
    ['companyAdmin', 201],
    ['member', 403],
    ['outsider', 404],
  ] as const)('duplicate_story as %s → %i', async (actor, status) => {
    const story = await inSub('stories', { title: 'Topping-out', properties: { version: 1, slides: [] } });
    const response = await app.call<ContentItem>(catalogueRoutes.duplicateStory, {
      token: tokens[actor],
      params: { id: story.id },
    });
    expect(response.status).toBe(status);
    if (status === 201)
      expect(response.body).toMatchObject({ title: 'Topping-out (copy)', subproject: world.subproject.id });
  });

  it('PUT tours/{id} {data:{enabled}} toggles a tour', async () => {
    const tour = await inSub('tours');
    const off = await app.call<ContentItem>(contentRoutes.tours.update, {
      token: tokens.companyAdmin,
      params: { id: tour.id },
      body: { data: { enabled: false } },
    });
    expect(off.body.enabled).toBe(false);
  });

  it('a tour group takes only tours the caller may see in its company', async () => {
    const tour = await inSub('tours');
    const foreign = await buildContent(app.db, 'tours', {
      companyId: t.otherCompany.id,
      oldsubprojectId: world.otherSubproject.id,
    });
    const ok = await app.call(contentRoutes.grouptours.create, {
      token: tokens.companyAdmin,
      body: { title: 'All walks', subproject: world.subproject.id, properties: { tours: [tour.id] } },
    });
    expect(ok.status).toBe(201);
    const refused = await app.call(contentRoutes.grouptours.create, {
      token: tokens.admin,
      body: { title: 'Mixed', subproject: world.subproject.id, properties: { tours: [tour.id, foreign.id] } },
    });
    expect(refused.status).toBe(400);
  });

  it('a cloud child names a visible cloud, and children_light filters by ?cloud=', async () => {
    const cloud = await inSub('clouds');
    const foreignCloud = await buildContent(app.db, 'clouds', {
      companyId: t.otherCompany.id,
      oldsubprojectId: world.otherSubproject.id,
    });
    const child = await app.call<ContentItem>(contentRoutes.cloudChildren.create, {
      token: tokens.companyAdmin,
      body: { title: 'Station 1', subproject: world.subproject.id, properties: { cloud: cloud.id } },
    });
    expect(child.status).toBe(201);
    await inSub('cloudChildren', { properties: { cloud: cloud.id + 1000 } });
    const refused = await app.call(contentRoutes.cloudChildren.create, {
      token: tokens.companyAdmin,
      body: { title: 'Station 2', subproject: world.subproject.id, properties: { cloud: foreignCloud.id } },
    });
    expect(refused.status).toBe(404);
    const list = await app.call<ContentItem[]>(contentRoutes.cloudChildren.list, {
      token: tokens.member,
      query: { cloud: cloud.id },
    });
    expect(list.body.map((c) => c.id)).toEqual([child.body.id]);
  });

  it('get_map answers the map with the GeoJSON layers of its sub-project', async () => {
    const map = await inSub('maps');
    const layer = await inSub('geojsons');
    await buildContent(app.db, 'geojsons', {
      companyId: t.company.id,
      oldsubprojectId: world.hiddenSubproject.id,
    });
    const response = await app.call<{ map: ContentItem; layers: ContentItem[] }>(catalogueRoutes.getMap, {
      token: tokens.member,
      params: { id: map.id },
    });
    expect(response.body.map.id).toBe(map.id);
    expect(response.body.layers.map((l) => l.id)).toEqual([layer.id]);
    const outsider = await app.call(catalogueRoutes.getMap, {
      token: tokens.outsider,
      params: { id: map.id },
    });
    expect(outsider.status).toBe(404);
  });

  it('only role 3 makes system forms', async () => {
    const body = { title: 'Checklist', subproject: world.subproject.id, properties: { system: true } };
    const admin = await app.call(contentRoutes.forms.create, { token: tokens.admin, body });
    const companyAdmin = await app.call(contentRoutes.forms.create, { token: tokens.companyAdmin, body });
    expect([admin.status, companyAdmin.status]).toEqual([201, 403]);
  });
});
