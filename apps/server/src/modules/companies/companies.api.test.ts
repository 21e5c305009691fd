import { adminRoutes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildCompany, buildTenants, buildUser } from '../../../test/support/factories.ts';
import { contentTables } from '../content/content.tables.ts';
import { oldprojects, oldsubprojects } from '../projects/projects.schema.ts';
import { users } from '../users/users.schema.ts';
import { companies } from './companies.schema.ts';

type Who = 'admin' | 'companyAdmin' | 'member' | 'restricted' | 'outsider';
const everyone: Who[] = ['admin', 'companyAdmin', 'member', 'restricted', 'outsider'];

describe('companies', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let tokens: Record<Who, string>;
  beforeAll(async () => {
    tenants = await buildTenants(app);
    tokens = Object.fromEntries(
      await Promise.all(everyone.map(async (who) => [who, await signInFresh(app, tenants[who].email)])),
    ) as Record<Who, string>;
  });

  const matrix: [string, Record<Who, number>][] = [
    ['getCompany', { admin: 200, companyAdmin: 200, member: 403, restricted: 403, outsider: 404 }],
    ['settings update', { admin: 200, companyAdmin: 200, member: 403, restricted: 403, outsider: 404 }],
    ['title update', { admin: 200, companyAdmin: 403, member: 403, restricted: 403, outsider: 404 }],
    ['impact', { admin: 200, companyAdmin: 403, member: 403, restricted: 403, outsider: 403 }],
  ];
  it.each(
    matrix.flatMap(([action, expected]) => everyone.map((who) => [action, who, expected[who]] as const)),
  )('%s of Nordvik by %s answers %i', async (action, who, status) => {
    const id = tenants.company.id;
    const token = tokens[who];
    const response =
      action === 'getCompany'
        ? await app.call(adminRoutes.getCompany, { token, params: { id } })
        : action === 'impact'
          ? await app.call(adminRoutes.companyImpact, { token, params: { id } })
          : await app.call(adminRoutes.updateCompany, {
              token,
              params: { id },
              body:
                action === 'title update'
                  ? { title: `Nordvik ${Math.random()}` }
                  : { departments: [`Dept ${Math.random()}`] },
            });
    expect(response.status).toBe(status);
  });

  it.each([
    ['admin', true, true],
    ['companyAdmin', true, false],
    ['member', true, false],
    ['outsider', false, true],
  ] as const)('companies_light of %s: Nordvik %s, the other company %s', async (who, nordvik, other) => {
    const response = await app.call<{ id: number }[]>(adminRoutes.companiesLight, { token: tokens[who] });
    const ids = response.body.map((c) => c.id);
    expect(ids.includes(tenants.company.id)).toBe(nordvik);
    expect(ids.includes(tenants.otherCompany.id)).toBe(other);
  });

  it.each([
    ['admin', 200],
    ['companyAdmin', 200],
    ['member', 403],
    ['outsider', 403],
  ] as const)('the companies list for %s answers %i', async (who, status) => {
    const response = await app.call<{ id: number }[]>(adminRoutes.companies, { token: tokens[who] });
    expect(response.status).toBe(status);
    if (who === 'companyAdmin') expect(response.body.map((c) => c.id)).toEqual([tenants.company.id]);
  });

  it('lets a company admin change the settings, with a menu up to 4 levels, and refuses no change', async () => {
    const menu = [
      {
        label: 'A',
        children: [{ label: 'B', children: [{ label: 'C', children: [{ label: 'D', url: '/d' }] }] }],
      },
    ];
    const body = {
      overridemenu: { enabled: true, data: menu },
      chat: { enabled: false },
      mandatory_2fa: true,
    };
    const first = await app.call<Record<string, unknown>>(adminRoutes.updateCompany, {
      token: tokens.companyAdmin,
      params: { id: tenants.company.id },
      body,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      overridemenu: { enabled: true, data: menu },
      chat: { enabled: false },
      mandatory_2fa: true,
    });
    const again = await app.call<{ message: string }>(adminRoutes.updateCompany, {
      token: tokens.companyAdmin,
      params: { id: tenants.company.id },
      body,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('No changes to update');
    const tooDeep = [
      {
        label: 'A',
        children: [
          { label: 'B', children: [{ label: 'C', children: [{ label: 'D', children: [{ label: 'E' }] }] }] },
        ],
      },
    ];
    const refused = await app.call(adminRoutes.updateCompany, {
      token: tokens.companyAdmin,
      params: { id: tenants.company.id },
      body: { overridemenu: { enabled: true, data: tooDeep } },
    });
    expect(refused.status).toBe(400);
  });

  it('creates a company (role 3 only)', async () => {
    expect(
      (await app.call(adminRoutes.createCompany, { token: tokens.companyAdmin, body: { title: 'X' } }))
        .status,
    ).toBe(403);
    const created = await app.call<{ title: string; users: number }>(adminRoutes.createCompany, {
      token: tokens.admin,
      body: { title: 'Bergen Bygg', admins: [tenants.member.email] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Bergen Bygg', users: 1 });
    const missingTitle = await app.call<{ message: string }>(adminRoutes.createCompany, {
      token: tokens.admin,
      body: { title: ' ' },
    });
    expect(missingTitle.body.message).toContain('A title is required');
  });

  it('says what a deletion takes, then deletes everything in one go; members keep their accounts', async () => {
    const company = await buildCompany(app.db, { title: 'Doomed AS' });
    const member = await buildUser(app.db, { companyId: company.id });
    const [project] = await app.db
      .insert(oldprojects)
      .values({ companyId: company.id, title: 'P' })
      .returning();
    const [sub] = await app.db
      .insert(oldsubprojects)
      .values({ companyId: company.id, oldprojectId: project!.id, title: 'S' })
      .returning();
    await app.db
      .insert(contentTables.maps)
      .values({ companyId: company.id, oldsubprojectId: sub!.id, title: 'M' });
    const impact = await app.call<Record<string, unknown>>(adminRoutes.companyImpact, {
      token: tokens.admin,
      params: { id: company.id },
    });
    expect(impact.body).toMatchObject({ oldprojects: 1, subprojects: 1, users: 1, files: 0, bytes: 0 });
    expect((impact.body.content as Record<string, number>).maps).toBe(1);
    expect(
      (await app.call(adminRoutes.deleteCompany, { token: tokens.companyAdmin, params: { id: company.id } }))
        .status,
    ).toBe(403);
    const deleted = await app.call(adminRoutes.deleteCompany, {
      token: tokens.admin,
      params: { id: company.id },
    });
    expect(deleted.status).toBe(200);
    expect(await app.db.select().from(companies).where(eq(companies.id, company.id))).toHaveLength(0);
    expect(await app.db.select().from(oldprojects).where(eq(oldprojects.companyId, company.id))).toHaveLength(
      0,
    );
    const [survivor] = await app.db.select().from(users).where(eq(users.id, member.id));
    expect(survivor?.companyId).toBeNull();
    expect(
      (await app.call(adminRoutes.getCompany, { token: tokens.admin, params: { id: company.id } })).status,
    ).toBe(404);
  });
});
