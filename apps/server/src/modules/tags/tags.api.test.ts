import { adminRoutes, type ContentItem, catalogueRoutes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser } from '../../../test/support/factories.ts';
import { tags } from './tags.schema.ts';

type Actor = 'admin' | 'companyAdmin' | 'member' | 'memberWithoutAccess' | 'restricted' | 'outsider';
const actors: Actor[] = ['admin', 'companyAdmin', 'member', 'memberWithoutAccess', 'restricted', 'outsider'];

describe('tags', () => {
  const app = useTestApp();
  let t: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let tokens: Record<Actor, string>;
  let tagId: number;
  let tourId: number;

  beforeAll(async () => {
    t = await buildTenants(app);
    const memberWithoutAccess = await buildUser(app.db, { companyId: t.company.id });
    world = await buildCatalogue(app.db, t, [t.member.id]);
    tourId = (
      await buildContent(app.db, 'tours', { companyId: t.company.id, oldsubprojectId: world.subproject.id })
    ).id;
    const [tag] = await app.db
      .insert(tags)
      .values({ companyId: t.company.id, title: 'HSE', color: '#e03131' })
      .returning();
    tagId = tag!.id;
    const users = { ...t, memberWithoutAccess };
    tokens = Object.fromEntries(
      await Promise.all(actors.map(async (a) => [a, await signInFresh(app, users[a].email)] as const)),
    ) as Record<Actor, string>;
  });

  const listed = {
    admin: true,
    companyAdmin: true,
    member: true,
    memberWithoutAccess: true,
    restricted: 403,
    outsider: false,
  } as const;
  it.each(actors)('lists the company tags to %s', async (actor) => {
    const response = await app.call<{ id: number }[]>(adminRoutes.tags.list, { token: tokens[actor] });
    if (listed[actor] === 403) return expect(response.status).toBe(403);
    expect(response.body.map((x) => x.id).includes(tagId)).toBe(listed[actor]);
  });

  const manage = {
    admin: 200,
    companyAdmin: 200,
    member: 403,
    memberWithoutAccess: 403,
    restricted: 403,
    outsider: 404,
  };
  it.each(actors)('update and delete as %s', async (actor) => {
    const [tag] = await app.db.insert(tags).values({ companyId: t.company.id, title: 'Temp' }).returning();
    const put = await app.call(adminRoutes.tags.update, {
      token: tokens[actor],
      params: { id: tag!.id },
      body: { title: 'Renamed' },
    });
    expect(put.status).toBe(manage[actor]);
    const del = await app.call(adminRoutes.tags.remove, { token: tokens[actor], params: { id: tag!.id } });
    expect(del.status).toBe(manage[actor]);
  });

  const create = {
    admin: 201,
    companyAdmin: 201,
    member: 403,
    memberWithoutAccess: 403,
    restricted: 403,
    outsider: 404,
  };
  it.each(actors)('create in Nordvik as %s', async (actor) => {
    const response = await app.call(adminRoutes.tags.create, {
      token: tokens[actor],
      body: { title: 'Snag', color: '#2f9e44', company: t.company.id },
    });
    expect(response.status).toBe(create[actor]);
  });

  const tagging = {
    admin: 200,
    companyAdmin: 200,
    member: 403,
    memberWithoutAccess: 404,
    restricted: 403,
    outsider: 404,
  };
  it.each(actors)('addtagtoservice and removetagfromservice as %s', async (actor) => {
    const body = { service: 'tour', tag: tagId, id: tourId };
    const added = await app.call<ContentItem>(catalogueRoutes.addTagToService, {
      token: tokens[actor],
      body,
    });
    expect(added.status).toBe(tagging[actor]);
    if (added.status === 200) expect(added.body.tags.map((x) => x.id)).toContain(tagId);
    const removed = await app.call<ContentItem>(catalogueRoutes.removeTagFromService, {
      token: tokens[actor],
      body,
    });
    expect(removed.status).toBe(tagging[actor]);
    if (removed.status === 200) expect(removed.body.tags).toEqual([]);
  });

  it('refuses a tag of another company on an item', async () => {
    const [foreign] = await app.db
      .insert(tags)
      .values({ companyId: t.otherCompany.id, title: 'Bridge' })
      .returning();
    const response = await app.call(catalogueRoutes.addTagToService, {
      token: tokens.admin,
      body: { service: 'tours', tag: foreign!.id, id: tourId },
    });
    expect(response.status).toBe(404);
  });

  it('filters content by tag', async () => {
    await app.call(catalogueRoutes.addTagToService, {
      token: tokens.admin,
      body: { service: 'tour', tag: tagId, id: tourId },
    });
    const response = await app.api<ContentItem[]>('GET', '/tourslights', {
      token: tokens.member,
      query: { tag: tagId },
    });
    expect(response.body.map((x) => x.id)).toEqual([tourId]);
  });

  it('refuses an update without changes', async () => {
    const response = await app.call<{ message: string }>(adminRoutes.tags.update, {
      token: tokens.admin,
      params: { id: tagId },
      body: { title: 'HSE' },
    });
    expect([response.status, response.body.message]).toEqual([400, 'No changes to update']);
  });
});
