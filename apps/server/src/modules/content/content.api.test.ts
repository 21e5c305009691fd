import { type ContentItem, type ContentKind, contentKindNames, contentRoutes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser } from '../../../test/support/factories.ts';

type Actor = 'admin' | 'companyAdmin' | 'member' | 'memberWithoutAccess' | 'restricted' | 'outsider';
const actors: Actor[] = ['admin', 'companyAdmin', 'member', 'memberWithoutAccess', 'restricted', 'outsider'];

// Role × action on an item of Nordvik's sub-project. The member was granted the sub-project; the
// other member was not; the outsider is of the other company: a row they may not see is a 404.
const expected: Record<'get' | 'create' | 'update' | 'remove', Record<Actor, number>> = {
  get: {
    admin: 200,
    companyAdmin: 200,
    member: 200,
    memberWithoutAccess: 404,
    restricted: 403,
    outsider: 404,
  },
  create: {
    admin: 201,
    companyAdmin: 201,
    member: 403,
    memberWithoutAccess: 404,
    restricted: 403,
    outsider: 404,
  },
  update: {
    admin: 200,
    companyAdmin: 200,
    member: 403,
    memberWithoutAccess: 404,
    restricted: 403,
    outsider: 404,
  },
  remove: {
    admin: 200,
    companyAdmin: 200,
    member: 403,
    memberWithoutAccess: 404,
    restricted: 403,
    outsider: 404,
  },
};
const seesList: Record<Actor, boolean | 403> = {
  admin: true,
  companyAdmin: true,
  member: true,
  memberWithoutAccess: false,
  restricted: 403,
  outsider: false,
};

describe.each(contentKindNames)('content kind %s', (kind: ContentKind) => {
  const app = useTestApp();
  const calls = contentRoutes[kind];
  let tokens: Record<Actor, string>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let companyId: number;
  let properties: Record<string, unknown>;

  const newItem = (title = `${kind} item`) =>
    buildContent(app.db, kind, { companyId, oldsubprojectId: world.subproject.id, title, properties });

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    companyId = tenants.company.id;
    const memberWithoutAccess = await buildUser(app.db, { companyId });
    world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    // A cloud child must name a cloud the caller may see.
    const cloud = await buildContent(app.db, 'clouds', { companyId, oldsubprojectId: world.subproject.id });
    properties = kind === 'cloudChildren' ? { cloud: cloud.id } : {};
    const users = { ...tenants, memberWithoutAccess };
    tokens = Object.fromEntries(
      await Promise.all(actors.map(async (a) => [a, await signInFresh(app, users[a].email)] as const)),
    ) as Record<Actor, string>;
  });

  it.each(actors)('list as %s shows only what the caller may see', async (actor) => {
    const item = await newItem(`listed ${actor}`);
    const hidden = await buildContent(app.db, kind, {
      companyId,
      oldsubprojectId: world.hiddenSubproject.id,
      properties,
    });
    const response = await app.call<ContentItem[]>(calls.list, {
      token: tokens[actor],
      query: { _limit: -1 },
    });
    if (seesList[actor] === 403) return expect(response.status).toBe(403);
    expect(response.status).toBe(200);
    const ids = response.body.map((i) => i.id);
    expect(ids.includes(item.id)).toBe(seesList[actor]);
    // The hidden sub-project is seen by role 3 and the company admin only.
    expect(ids.includes(hidden.id)).toBe(actor === 'admin' || actor === 'companyAdmin');
  });

  // The list and the item read are statements prepared once per shape and reused for everyone
  // asking the same way: each caller must still get only their own rows, whoever asked first.
  it('answers the same page and item to each caller in turn with only what that caller may see', async () => {
    const item = await newItem('asked in turn');
    const hidden = await buildContent(app.db, kind, {
      companyId,
      oldsubprojectId: world.hiddenSubproject.id,
      properties,
    });
    const page = { _limit: 50, _sort: 'id:DESC' };
    for (const actor of actors) {
      for (const subproject of [item.oldsubprojectId, hidden.oldsubprojectId]) {
        const list = await app.call<ContentItem[]>(calls.list, {
          token: tokens[actor],
          query: { ...page, subproject },
        });
        if (seesList[actor] === 403) {
          expect(list.status).toBe(403);
          continue;
        }
        const sees = subproject === item.oldsubprojectId ? seesList[actor] : actor.endsWith('dmin');
        expect(
          list.body.map((i) => i.id).includes(subproject === item.oldsubprojectId ? item.id : hidden.id),
        ).toBe(sees);
        if (!sees) expect(list.body).toEqual([]);
      }
      const get = await app.call<ContentItem>(calls.get, { token: tokens[actor], params: { id: hidden.id } });
      expect(get.status).toBe(actor.endsWith('dmin') ? 200 : expected.get[actor] === 403 ? 403 : 404);
    }
  });

  it.each(actors)('get as %s', async (actor) => {
    const item = await newItem();
    const response = await app.call<ContentItem>(calls.get, {
      token: tokens[actor],
      params: { id: item.id },
    });
    expect(response.status).toBe(expected.get[actor]);
    if (response.status === 200) {
      expect(response.body).toMatchObject({ id: item.id, kind, subproject: world.subproject.id });
      expect(response.body.abilities.update).toBe(actor === 'admin' || actor === 'companyAdmin');
    }
  });

  it.each(actors)('create as %s', async (actor) => {
    const response = await app.call<ContentItem>(calls.create, {
      token: tokens[actor],
      body: { title: `Created by ${actor}`, subproject: world.subproject.id, properties },
    });
    expect(response.status).toBe(expected.create[actor]);
    if (response.status === 201) expect(response.body.title).toBe(`Created by ${actor}`);
  });

  it.each(actors)('update as %s', async (actor) => {
    const item = await newItem();
    const response = await app.call<ContentItem>(calls.update, {
      token: tokens[actor],
      params: { id: item.id },
      body: { data: { title: 'Renamed', enabled: false } },
    });
    expect(response.status).toBe(expected.update[actor]);
    if (response.status === 200) expect(response.body).toMatchObject({ title: 'Renamed', enabled: false });
  });

  it.each(actors)('delete as %s', async (actor) => {
    const item = await newItem();
    const response = await app.call(calls.remove, { token: tokens[actor], params: { id: item.id } });
    expect(response.status).toBe(expected.remove[actor]);
    const after = await app.call(calls.get, { token: tokens.admin, params: { id: item.id } });
    expect(after.status).toBe(response.status === 200 ? 404 : 200);
  });

  it('refuses an item of the other company to everyone of Nordvik, as if missing', async () => {
    const foreign = await buildContent(app.db, kind, {
      companyId: world.otherSubproject.companyId,
      oldsubprojectId: world.otherSubproject.id,
      properties,
    });
    for (const actor of ['companyAdmin', 'member'] as const) {
      const get = await app.call(calls.get, { token: tokens[actor], params: { id: foreign.id } });
      const put = await app.call(calls.update, {
        token: tokens[actor],
        params: { id: foreign.id },
        body: { data: { title: 'x' } },
      });
      const del = await app.call(calls.remove, { token: tokens[actor], params: { id: foreign.id } });
      expect([get.status, put.status, del.status]).toEqual([404, 404, 404]);
    }
  });

  it('requires a title', async () => {
    const response = await app.call<{ message: string }>(calls.create, {
      token: tokens.companyAdmin,
      body: { title: '  ', subproject: world.subproject.id, properties },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('A title is required');
  });

  it('refuses an update that changes nothing', async () => {
    const item = await newItem('Same');
    const response = await app.call<{ message: string }>(calls.update, {
      token: tokens.companyAdmin,
      params: { id: item.id },
      body: { data: { title: 'Same' } },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('No changes to update');
  });

  it('refuses unknown properties with a readable message', async () => {
    const response = await app.call<{ message: string }>(calls.create, {
      token: tokens.companyAdmin,
      body: { title: 'Odd', subproject: world.subproject.id, properties: { ...properties, colour: 'red' } },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^properties: .*colour/);
  });

  it('refuses files that cannot be attached', async () => {
    const response = await app.call<{ message: string }>(calls.create, {
      token: tokens.companyAdmin,
      body: { title: 'With files', subproject: world.subproject.id, properties, files: [999_999] },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Some files cannot be attached');
  });

  it('sorts only by whitelisted columns', async () => {
    const good = await app.call(calls.list, { token: tokens.admin, query: { _sort: 'title:DESC' } });
    const bad = await app.call(calls.list, { token: tokens.admin, query: { _sort: 'properties:ASC' } });
    expect([good.status, bad.status]).toEqual([200, 400]);
  });

  it('filters by sub-project, project and title', async () => {
    const item = await newItem('Filter me %_ please');
    const bySub = await app.call<ContentItem[]>(calls.list, {
      token: tokens.admin,
      query: { subproject: world.subproject.id, q: 'me %_ pl', _limit: -1 },
    });
    expect(bySub.body.map((i) => i.id)).toEqual([item.id]);
    const wildcard = await app.call<ContentItem[]>(calls.list, { token: tokens.admin, query: { q: '%' } });
    expect(wildcard.body.map((i) => i.id)).toEqual([item.id]);
    const byProject = await app.call<ContentItem[]>(calls.list, {
      token: tokens.admin,
      query: { oldproject: world.otherProject.id },
    });
    expect(byProject.body.every((i) => i.oldproject === world.otherProject.id)).toBe(true);
  });
});

describe('children_light ?cloud=', () => {
  const app = useTestApp();

  it("lists one cloud's children, and none of a cloud the caller may not see", async () => {
    const tenants = await buildTenants(app);
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    const companyId = tenants.company.id;
    const [one, two] = await Promise.all(
      [1, 2].map(() => buildContent(app.db, 'clouds', { companyId, oldsubprojectId: world.subproject.id })),
    );
    const child = (cloud: number, oldsubprojectId = world.subproject.id) =>
      buildContent(app.db, 'cloudChildren', { companyId, oldsubprojectId, properties: { cloud } });
    const ofOne = await child(one!.id);
    await child(two!.id);
    const hidden = await buildContent(app.db, 'clouds', {
      companyId,
      oldsubprojectId: world.hiddenSubproject.id,
    });
    await child(hidden.id, world.hiddenSubproject.id);
    const member = await signInFresh(app, tenants.member.email);
    const outsider = await signInFresh(app, tenants.outsider.email);
    const list = (token: string, cloud: number) =>
      app.call<ContentItem[]>(contentRoutes.cloudChildren.list, { token, query: { cloud, _limit: 50 } });
    expect((await list(member, one!.id)).body.map((i) => i.id)).toEqual([ofOne.id]);
    expect((await list(member, hidden.id)).body).toEqual([]);
    expect((await list(outsider, one!.id)).body).toEqual([]);
  });
});
