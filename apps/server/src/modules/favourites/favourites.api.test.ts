import { type Favourite, favouriteRoutes } from '@spatium/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent, buildSubproject } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { subprojectAccess } from '../projects/projects.schema.ts';

type Caller = 'member' | 'colleague' | 'admin' | 'restricted' | 'outsider';

describe('favourites', () => {
  const app = useTestApp();
  const tokens = {} as Record<Caller, string>;
  let memberId: number;
  let tourId: number;
  let mapId: number;
  let storyId: number;
  let lateSubprojectId: number;
  let lateTourId: number;
  let hiddenTourId: number;
  let otherCompanyTourId: number;

  const list = async (token: string) => {
    const answer = await app.call<Favourite[]>(favouriteRoutes.getMyFavourites, { token });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const add = (token: string, type: string, contentId: number) =>
    app.call<Favourite & { message?: string }>(favouriteRoutes.addFavourite, {
      token,
      body: { type, content_id: contentId },
    });
  const remove = (token: string, type: string, contentId: number) =>
    app.call(favouriteRoutes.removeFavourite, { token, body: { type, content_id: contentId } });
  const reorder = (token: string, keys: [string, number][]) =>
    app.call<Favourite[] & { message?: string; code?: string }>(favouriteRoutes.updateFavouriteOrder, {
      token,
      body: { favourites: keys.map(([type, content_id]) => ({ type, content_id })) },
    });
  const keysOf = (favourites: Favourite[]) => favourites.map((f) => `${f.type}:${f.content_id}`);

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    memberId = tenants.member.id;
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    const item = (kind: 'tours' | 'maps' | 'stories', subproject: number, companyId: number, title: string) =>
      buildContent(app.db, kind, { companyId, oldsubprojectId: subproject, title }).then((row) => row.id);
    tourId = await item('tours', world.subproject.id, tenants.company.id, 'Block A walk');
    mapId = await item('maps', world.subproject.id, tenants.company.id, 'Site map');
    storyId = await item('stories', world.subproject.id, tenants.company.id, 'Handover story');
    const late = await buildSubproject(app.db, {
      companyId: tenants.company.id,
      oldprojectId: world.project.id,
      title: 'Block C',
      users: [tenants.member.id],
    });
    lateSubprojectId = late.id;
    lateTourId = await item('tours', late.id, tenants.company.id, 'Block C walk');
    hiddenTourId = await item('tours', world.hiddenSubproject.id, tenants.company.id, 'Block B walk');
    otherCompanyTourId = await item('tours', world.otherSubproject.id, tenants.otherCompany.id, 'Pier walk');
    tokens.member = await signInFresh(app, tenants.member.email);
    tokens.colleague = await signInFresh(app, tenants.companyAdmin.email);
    tokens.admin = await signInFresh(app, tenants.admin.email);
    tokens.restricted = await signInFresh(app, tenants.restricted.email);
    tokens.outsider = await signInFresh(app, tenants.outsider.email);
  });

  it('adds items the user may see to the end of their list, with title and place', async () => {
    expect(await list(tokens.member)).toEqual([]);
    const first = await add(tokens.member, 'tours', tourId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ type: 'tours', content_id: tourId, order: 0, title: 'Block A walk' });
    expect((await add(tokens.member, 'maps', mapId)).body).toMatchObject({ order: 1, title: 'Site map' });
    expect((await add(tokens.member, 'stories', storyId)).body).toMatchObject({ order: 2 });
    expect((await add(tokens.member, 'tours', lateTourId)).body).toMatchObject({ order: 3 });
    expect(keysOf(await list(tokens.member))).toEqual([
      `tours:${tourId}`,
      `maps:${mapId}`,
      `stories:${storyId}`,
      `tours:${lateTourId}`,
    ]);
  });

  it('keeps an item once when it is added again', async () => {
    const again = await add(tokens.member, 'tours', tourId);
    expect(again.status).toBe(200);
    expect(again.body.order).toBe(0);
    expect(await list(tokens.member)).toHaveLength(4);
  });

  it('answers 404 for an item of a sub-project the user was not granted, or of another company', async () => {
    expect((await add(tokens.member, 'tours', hiddenTourId)).status).toBe(404);
    expect((await add(tokens.member, 'tours', otherCompanyTourId)).status).toBe(404);
    expect((await add(tokens.outsider, 'tours', tourId)).status).toBe(404);
    expect((await add(tokens.member, 'tours', 999_999)).status).toBe(404);
    expect(await list(tokens.outsider)).toEqual([]);
  });

  it('shows nobody else the user’s favourites: not a colleague, not an admin, not another company', async () => {
    expect(await list(tokens.colleague)).toEqual([]);
    expect(await list(tokens.admin)).toEqual([]);
    expect(await list(tokens.outsider)).toEqual([]);
    // Removing or reordering as someone else touches only their own (empty) list.
    expect((await remove(tokens.colleague, 'tours', tourId)).status).toBe(200);
    expect((await reorder(tokens.colleague, [['tours', tourId]])).status).toBe(409);
    expect(await list(tokens.member)).toHaveLength(4);
  });

  it('refuses the restricted role every favourites call', async () => {
    expect((await app.call(favouriteRoutes.getMyFavourites, { token: tokens.restricted })).status).toBe(403);
    expect((await add(tokens.restricted, 'tours', tourId)).status).toBe(403);
    expect((await remove(tokens.restricted, 'tours', tourId)).status).toBe(403);
    expect((await reorder(tokens.restricted, [['tours', tourId]])).status).toBe(403);
  });

  it('refuses an unknown kind and a bad id with 400', async () => {
    expect((await add(tokens.member, 'spaceships', tourId)).status).toBe(400);
    expect((await add(tokens.member, 'tours', -1)).status).toBe(400);
  });

  it('reorders the favourites as sent', async () => {
    const answer = await reorder(tokens.member, [
      ['stories', storyId],
      ['tours', tourId],
      ['tours', lateTourId],
      ['maps', mapId],
    ]);
    expect(answer.status).toBe(200);
    const expected = [`stories:${storyId}`, `tours:${tourId}`, `tours:${lateTourId}`, `maps:${mapId}`];
    expect(keysOf(answer.body)).toEqual(expected);
    expect(answer.body.map((f) => f.order)).toEqual([0, 1, 2, 3]);
    expect(keysOf(await list(tokens.member))).toEqual(expected);
  });

  it('refuses an order that leaves a favourite out, names one twice, or names one that is not there', async () => {
    const missing = await reorder(tokens.member, [
      ['stories', storyId],
      ['tours', tourId],
      ['maps', mapId],
    ]);
    expect(missing.status).toBe(409);
    const twice = await reorder(tokens.member, [
      ['stories', storyId],
      ['stories', storyId],
      ['tours', tourId],
      ['maps', mapId],
    ]);
    expect(twice.status).toBe(400);
    const foreign = await reorder(tokens.member, [
      ['stories', storyId],
      ['tours', tourId],
      ['tours', otherCompanyTourId],
      ['maps', mapId],
    ]);
    expect(foreign.status).toBe(409);
  });

  it('leaves out favourites the user lost access to, and brings them back with access', async () => {
    await app.db
      .delete(subprojectAccess)
      .where(
        and(eq(subprojectAccess.oldsubprojectId, lateSubprojectId), eq(subprojectAccess.userId, memberId)),
      );
    const visible = await list(tokens.member);
    expect(keysOf(visible)).toEqual([`stories:${storyId}`, `tours:${tourId}`, `maps:${mapId}`]);
    expect(visible.map((f) => f.order)).toEqual([0, 1, 2]);
    // A reorder names only what the user sees; the hidden one keeps its row at the end.
    const answer = await reorder(tokens.member, [
      ['maps', mapId],
      ['tours', tourId],
      ['stories', storyId],
    ]);
    expect(answer.status).toBe(200);
    await app.db.insert(subprojectAccess).values({ oldsubprojectId: lateSubprojectId, userId: memberId });
    expect(keysOf(await list(tokens.member))).toEqual([
      `maps:${mapId}`,
      `tours:${tourId}`,
      `stories:${storyId}`,
      `tours:${lateTourId}`,
    ]);
  });

  it('removes a favourite, and removing it again changes nothing', async () => {
    expect((await remove(tokens.member, 'maps', mapId)).status).toBe(200);
    expect((await remove(tokens.member, 'maps', mapId)).status).toBe(200);
    expect(keysOf(await list(tokens.member))).toEqual([
      `tours:${tourId}`,
      `stories:${storyId}`,
      `tours:${lateTourId}`,
    ]);
  });
});
