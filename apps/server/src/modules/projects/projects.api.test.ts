import { type RouteContract, catalogueRoutes as r } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import {
  buildCatalogue,
  buildContent,
  buildProject,
  buildSubproject,
} from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser } from '../../../test/support/factories.ts';

type Actor = 'admin' | 'companyAdmin' | 'member' | 'memberWithoutAccess' | 'restricted' | 'outsider';
const actors: Actor[] = ['admin', 'companyAdmin', 'member', 'memberWithoutAccess', 'restricted', 'outsider'];
const row = (
  admin: number,
  companyAdmin: number,
  member: number,
  without: number,
  restricted: number,
  outsider: number,
) => ({
  admin,
  companyAdmin,
  member,
  memberWithoutAccess: without,
  restricted,
  outsider,
});

describe('projects and sub-projects', () => {
  const app = useTestApp();
  let t: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let tokens: Record<Actor, string>;
  let memberWithoutAccess: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    t = await buildTenants(app);
    memberWithoutAccess = await buildUser(app.db, { companyId: t.company.id });
    world = await buildCatalogue(app.db, t, [t.member.id]);
    await buildContent(app.db, 'tours', { companyId: t.company.id, oldsubprojectId: world.subproject.id });
    const users = { ...t, memberWithoutAccess };
    tokens = Object.fromEntries(
      await Promise.all(actors.map(async (a) => [a, await signInFresh(app, users[a].email)] as const)),
    ) as Record<Actor, string>;
  });

  // Each call on Nordvik's project / granted sub-project, by actor.
  const matrix: [
    string,
    () => { route: RouteContract; params?: object; query?: object; body?: object },
    Record<Actor, number>,
  ][] = [
    [
      'GET oldprojects/{id}',
      () => ({ route: r.getOldproject, params: { id: world.project.id } }),
      row(200, 200, 200, 404, 403, 404),
    ],
    [
      'GET get_p/{id}',
      () => ({ route: r.getProjectPage, params: { id: world.project.id } }),
      row(200, 200, 200, 404, 403, 404),
    ],
    [
      'GET oldprojects/{id}/impact',
      () => ({ route: r.oldprojectImpact, params: { id: world.project.id } }),
      row(200, 200, 403, 404, 403, 404),
    ],
    [
      'PUT oldprojects/{id} {order}',
      () => ({
        route: r.updateOldproject,
        params: { id: world.project.id },
        body: { order: Math.floor(Math.random() * 1e6) },
      }),
      row(200, 200, 403, 404, 403, 404),
    ],
    [
      'GET oldsubprojects/{id}',
      () => ({ route: r.getOldsubproject, params: { id: world.subproject.id } }),
      row(200, 200, 200, 404, 403, 404),
    ],
    [
      'GET oldsubprojects/{id}/impact',
      () => ({ route: r.oldsubprojectImpact, params: { id: world.subproject.id } }),
      row(200, 200, 403, 404, 403, 404),
    ],
    [
      'PUT oldsubprojects/{id} {order}',
      () => ({
        route: r.updateOldsubproject,
        params: { id: world.subproject.id },
        body: { order: Math.floor(Math.random() * 1e6) },
      }),
      row(200, 200, 403, 404, 403, 404),
    ],
    [
      'GET users_with_access',
      () => ({ route: r.usersWithAccess, query: { subproject: world.subproject.id } }),
      row(200, 200, 403, 404, 403, 404),
    ],
    [
      'POST oldsubprojects',
      () => ({ route: r.createOldsubproject, body: { title: 'Block C', oldproject: world.project.id } }),
      row(201, 201, 403, 404, 403, 404),
    ],
    [
      'POST oldprojects {company}',
      () => ({ route: r.createOldproject, body: { title: 'Havnelageret', company: t.company.id } }),
      row(201, 201, 403, 403, 403, 404),
    ],
    [
      'GET getpartusers',
      () => ({ route: r.getpartusers, query: { company: t.company.id } }),
      row(200, 200, 403, 403, 403, 403),
    ],
  ];
  const cases = matrix.flatMap(([name, call, expected]) =>
    actors.map((actor) => ({ name, call, actor, status: expected[actor] })),
  );

  it.each(cases)('$name as $actor → $status', async ({ call, actor, status }) => {
    const { route, ...options } = call();
    const response = await app.call(route, { token: tokens[actor], ...(options as object) });
    expect(response.status).toBe(status);
  });

  it.each(actors)('lists and the tree show %s only what they may see', async (actor) => {
    const [tree, projects, subprojects] = await Promise.all([
      app.call<{ id: number; subprojects: { id: number }[] }[]>(r.projects, { token: tokens[actor] }),
      app.call<{ id: number }[]>(r.oldprojectsLight, { token: tokens[actor] }),
      app.call<{ id: number }[]>(r.oldsubprojectsLight, { token: tokens[actor] }),
    ]);
    if (actor === 'restricted')
      return expect([tree.status, projects.status, subprojects.status]).toEqual([403, 403, 403]);
    const subIds = subprojects.body.map((s) => s.id);
    const treeSubIds = tree.body.flatMap((p) => p.subprojects.map((s) => s.id));
    const seesGranted = actor !== 'memberWithoutAccess' && actor !== 'outsider';
    expect(subIds.includes(world.subproject.id)).toBe(seesGranted);
    expect(treeSubIds.includes(world.subproject.id)).toBe(seesGranted);
    expect(subIds.includes(world.hiddenSubproject.id)).toBe(actor === 'admin' || actor === 'companyAdmin');
    expect(projects.body.map((p) => p.id).includes(world.project.id)).toBe(seesGranted);
    expect(subIds.includes(world.otherSubproject.id)).toBe(actor === 'admin');
  });

  it.each(['companyAdmin', 'member'] as const)(
    'the light sub-project list sorts, pages and filters for %s as its unfiltered answer says',
    async (actor) => {
      type Light = { id: number; oldproject: number; company: number }[];
      const list = (query: Record<string, string | number>) =>
        app.call<Light>(r.oldsubprojectsLight, { token: tokens[actor], query }).then((res) => {
          expect(res.status).toBe(200);
          return res.body;
        });
      const all = await list({});
      expect(all.length).toBeGreaterThan(0);
      const [byIdDesc, paged, byProject, byCompany] = await Promise.all([
        list({ _sort: 'id:DESC' }),
        list({ _limit: 1, _start: 1 }),
        list({ oldproject: world.project.id }),
        list({ company: all[0]!.company }),
      ]);
      expect(byIdDesc.map((s) => s.id)).toEqual(all.map((s) => s.id).sort((a, b) => b - a));
      expect(paged).toEqual(all.slice(1, 2));
      expect(byProject).toEqual(all.filter((s) => s.oldproject === world.project.id));
      expect(byProject.length).toBeGreaterThan(0);
      expect(byCompany).toEqual(all.filter((s) => s.company === all[0]!.company));
    },
  );

  it('counts content per kind in the tree', async () => {
    const tree = await app.call<{ subprojects: { id: number; counts: Record<string, number> }[] }[]>(
      r.projects,
      {
        token: tokens.member,
      },
    );
    const sub = tree.body.flatMap((p) => p.subprojects).find((s) => s.id === world.subproject.id);
    expect(sub?.counts.tours).toBe(1);
  });

  it('grants access only to members of the company', async () => {
    const sub = await buildSubproject(app.db, { companyId: t.company.id, oldprojectId: world.project.id });
    const refused = await app.call<{ message: string }>(r.updateOldsubproject, {
      token: tokens.companyAdmin,
      params: { id: sub.id },
      body: { users_with_access: [t.outsider.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only members of the company can be given access.');
    const granted = await app.call<{ users_with_access: number[] }>(r.updateOldsubproject, {
      token: tokens.companyAdmin,
      params: { id: sub.id },
      body: { users_with_access: [memberWithoutAccess.id] },
    });
    expect(granted.body.users_with_access).toEqual([memberWithoutAccess.id]);
    const seen = await app.call(r.getOldsubproject, {
      token: tokens.memberWithoutAccess,
      params: { id: sub.id },
    });
    expect(seen.status).toBe(200);
    const list = await app.call<{ email: string }[]>(r.usersWithAccess, {
      token: tokens.companyAdmin,
      query: { subproject: sub.id },
    });
    expect(list.body.map((u) => u.email)).toEqual([memberWithoutAccess.email]);
  });

  it('refuses a member the access list with a reason, and shows them no one in the sub-project', async () => {
    const refused = await app.call<{ code: string; message: string }>(r.usersWithAccess, {
      token: tokens.member,
      query: { subproject: world.subproject.id },
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'projects.access_list']);
    expect(refused.body.message).toBe('Only those who manage this sub-project see who has access to it.');
    const seen = await app.call<{ users_with_access: number[] }>(r.getOldsubproject, {
      token: tokens.member,
      params: { id: world.subproject.id },
    });
    expect([seen.status, seen.body.users_with_access]).toEqual([200, []]);
  });

  it('requires a title and refuses an update without changes', async () => {
    const untitled = await app.call<{ message: string }>(r.createOldproject, {
      token: tokens.companyAdmin,
      body: { title: '' },
    });
    expect(untitled.body.message).toContain('A title is required');
    const same = await app.call<{ message: string }>(r.updateOldproject, {
      token: tokens.companyAdmin,
      params: { id: world.project.id },
      body: { title: world.project.title },
    });
    expect([same.status, same.body.message]).toEqual([400, 'No changes to update']);
  });

  it('getpartusers gives a company admin their members and role 3 anyone', async () => {
    const own = await app.call<{ id: number }[]>(r.getpartusers, { token: tokens.companyAdmin });
    expect(own.body.map((u) => u.id)).toContain(t.member.id);
    expect(own.body.map((u) => u.id)).not.toContain(t.outsider.id);
    const all = await app.call<{ id: number }[]>(r.getpartusers, {
      token: tokens.admin,
      query: { _limit: -1 },
    });
    expect(all.body.map((u) => u.id)).toContain(t.outsider.id);
  });

  it('deletes a project with its sub-projects and content in one go, after saying what goes', async () => {
    const project = await buildProject(app.db, { companyId: t.company.id });
    const a = await buildSubproject(app.db, { companyId: t.company.id, oldprojectId: project.id });
    const b = await buildSubproject(app.db, { companyId: t.company.id, oldprojectId: project.id });
    const tour = await buildContent(app.db, 'tours', { companyId: t.company.id, oldsubprojectId: a.id });
    await buildContent(app.db, 'maps', { companyId: t.company.id, oldsubprojectId: b.id });
    const impact = await app.call<{ subprojects: number; content: Record<string, number> }>(
      r.oldprojectImpact,
      {
        token: tokens.companyAdmin,
        params: { id: project.id },
      },
    );
    expect(impact.body).toMatchObject({ subprojects: 2, content: { tours: 1, maps: 1 }, files: 0, bytes: 0 });
    const deleted = await app.call(r.deleteOldproject, {
      token: tokens.companyAdmin,
      params: { id: project.id },
    });
    expect(deleted.status).toBe(200);
    const gone = await app.call(r.getOldsubproject, { token: tokens.admin, params: { id: a.id } });
    expect(gone.status).toBe(404);
    const tourGone = await app.api('GET', `/tours/${tour.id}`, { token: tokens.admin });
    expect(tourGone.status).toBe(404);
  });

  it('deletes a sub-project and its content', async () => {
    const sub = await buildSubproject(app.db, { companyId: t.company.id, oldprojectId: world.project.id });
    const story = await buildContent(app.db, 'stories', { companyId: t.company.id, oldsubprojectId: sub.id });
    const member = await app.call(r.deleteOldsubproject, { token: tokens.member, params: { id: sub.id } });
    expect(member.status).toBe(404);
    const deleted = await app.call(r.deleteOldsubproject, {
      token: tokens.companyAdmin,
      params: { id: sub.id },
    });
    expect(deleted.status).toBe(200);
    expect((await app.api('GET', `/stories/${story.id}`, { token: tokens.admin })).status).toBe(404);
  });

  it('get_p answers the project with each visible sub-project and its content', async () => {
    const page = await app.call<{ subprojects: { id: number; content: { kind: string }[] }[] }>(
      r.getProjectPage,
      {
        token: tokens.member,
        params: { id: world.project.id },
      },
    );
    expect(page.body.subprojects.map((s) => s.id)).toEqual([world.subproject.id]);
    expect(page.body.subprojects[0]!.content.map((c) => c.kind)).toEqual(['tours']);
  });
});
