import { adminRoutes, catalogueRoutes } from '@spatium/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser } from '../../../test/support/factories.ts';
import { companyMembers } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';

type Who = 'admin' | 'companyAdmin' | 'member' | 'restricted' | 'outsider';
const everyone: Who[] = ['admin', 'companyAdmin', 'member', 'restricted', 'outsider'];

describe('user management', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let tokens: Record<Who, string>;
  beforeAll(async () => {
    tenants = await buildTenants(app);
    tokens = Object.fromEntries(
      await Promise.all(everyone.map(async (who) => [who, await signInFresh(app, tenants[who].email)])),
    ) as Record<Who, string>;
  });

  const statuses: [string, Record<Who, number>][] = [
    ['list users', { admin: 200, companyAdmin: 403, member: 403, restricted: 403, outsider: 403 }],
    ['list Nordvik members', { admin: 200, companyAdmin: 200, member: 403, restricted: 403, outsider: 404 }],
    [
      'set a colleague’s department',
      { admin: 200, companyAdmin: 200, member: 403, restricted: 403, outsider: 404 },
    ],
    ['remove a colleague', { admin: 200, companyAdmin: 200, member: 403, restricted: 403, outsider: 404 }],
    ['roles', { admin: 200, companyAdmin: 200, member: 200, restricted: 200, outsider: 200 }],
  ];
  it.each(
    statuses.flatMap(([action, expected]) => everyone.map((who) => [action, who, expected[who]] as const)),
  )('%s by %s answers %i', async (action, who, status) => {
    const token = tokens[who];
    const colleague = await buildUser(app.db, { companyId: tenants.company.id });
    const response =
      action === 'list users'
        ? await app.call(adminRoutes.adminUsers, { token })
        : action === 'list Nordvik members'
          ? await app.call(catalogueRoutes.mycompanyusers, {
              token,
              params: { companyId: tenants.company.id },
            })
          : action === 'roles'
            ? await app.call(adminRoutes.roles, { token })
            : action === 'remove a colleague'
              ? await app.call(adminRoutes.deleteUser, { token, params: { id: colleague.id } })
              : await app.call(adminRoutes.updateUser, {
                  token,
                  params: { id: colleague.id },
                  body: { department: 'Survey' },
                });
    expect(response.status).toBe(status);
  });

  it('filters users by company and text, in the AdminUser shape', async () => {
    const response = await app.call<{ id: number; companies: number[]; is_company_admin: boolean }[]>(
      adminRoutes.adminUsers,
      {
        token: tokens.admin,
        query: { company: tenants.company.id, q: tenants.companyAdmin.email.slice(0, 12) },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({
      id: tenants.companyAdmin.id,
      companies: [tenants.company.id],
      is_company_admin: true,
    });
  });

  it('lets only role 3 change a role', async () => {
    const colleague = await buildUser(app.db, { companyId: tenants.company.id });
    expect(
      (
        await app.call(adminRoutes.updateUser, {
          token: tokens.companyAdmin,
          params: { id: colleague.id },
          body: { role: 3 },
        })
      ).status,
    ).toBe(403);
    const changed = await app.call<{ role: number }>(adminRoutes.updateUser, {
      token: tokens.admin,
      params: { id: colleague.id },
      body: { role: 5 },
    });
    expect(changed.body.role).toBe(5);
    const same = await app.call<{ message: string }>(adminRoutes.updateUser, {
      token: tokens.admin,
      params: { id: colleague.id },
      body: { role: 5 },
    });
    expect(same.body.message).toBe('No changes to update');
  });

  it('a company admin removes a member from the company only; role 3 deletes the account', async () => {
    const colleague = await buildUser(app.db, { companyId: tenants.company.id });
    await app.call(adminRoutes.deleteUser, { token: tokens.companyAdmin, params: { id: colleague.id } });
    const [kept] = await app.db.select().from(users).where(eq(users.id, colleague.id));
    expect(kept?.companyId).toBeNull();
    const memberships = await app.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, colleague.id), eq(companyMembers.companyId, tenants.company.id)));
    expect(memberships).toHaveLength(0);
    const self = await app.call(adminRoutes.deleteUser, {
      token: tokens.companyAdmin,
      params: { id: tenants.companyAdmin.id },
    });
    expect(self.status).toBe(400);
    await app.call(adminRoutes.deleteUser, { token: tokens.admin, params: { id: colleague.id } });
    expect(await app.db.select().from(users).where(eq(users.id, colleague.id))).toHaveLength(0);
  });

  it('answers the roles in the Strapi shape', async () => {
    const response = await app.call<{ roles: { id: number }[] }>(adminRoutes.roles, { token: tokens.member });
    expect(response.body.roles.map((r) => r.id)).toEqual(expect.arrayContaining([3, 4, 5]));
  });
});
