import { createHash } from 'node:crypto';
import { adminRoutes, routes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { describeCompanyCollectionMatrix } from '../../../test/support/company-collection-matrix.ts';
import { buildCompany, buildTenants, buildUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { companies } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';
import { apiTokens } from './tokens.schema.ts';

describe('API tokens', () => {
  const app = useTestApp();
  describeCompanyCollectionMatrix(app, {
    routes: {
      list: adminRoutes.listTokens,
      create: adminRoutes.createToken,
      remove: adminRoutes.deleteToken,
    },
    createBody: () => ({ name: 'CI' }),
    membersMayRead: false,
  });

  it('shows the secret once and stores only its hash and prefix', async () => {
    const company = await buildCompany(app.db);
    const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    const token = await signInFresh(app, admin.email);
    const created = await app.call<{ id: number; token: string; prefix: string }>(adminRoutes.createToken, {
      token,
      body: { name: 'Importer' },
    });
    expect(created.status).toBe(201);
    expect(created.body.token.startsWith(created.body.prefix)).toBe(true);
    const [row] = await app.db.select().from(apiTokens).where(eq(apiTokens.id, created.body.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.body.token).digest('hex'));
    const list = await app.call(adminRoutes.listTokens, { token, query: { company: company.id } });
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);
  });

  describe('used as Authorization: Bearer', () => {
    let tenants: Awaited<ReturnType<typeof buildTenants>>;
    beforeAll(async () => {
      tenants = await buildTenants(app);
    });

    async function makeToken(email: string, body: { name: string; company?: number } = { name: 'Sync' }) {
      const session = await signInFresh(app, email);
      const created = await app.call<{ id: number; token: string }>(adminRoutes.createToken, {
        token: session,
        body,
      });
      expect(created.status).toBe(201);
      return { ...created.body, session };
    }

    it('acts as its creator and records when it was last used', async () => {
      const { id, token, session } = await makeToken(tenants.companyAdmin.email);
      const auth = await app.call(routes.getauth, { token });
      expect(auth.status).toBe(200);
      expect(auth.body).toMatchObject({ id: tenants.companyAdmin.id, impersonated_by: null });
      const list = await app.call<{ id: number; last_used_at: string | null }[]>(adminRoutes.listTokens, {
        token: session,
      });
      const used = list.body.find((t) => t.id === id)!.last_used_at;
      expect(used).not.toBeNull();
      expect(Date.now() - Date.parse(used!)).toBeLessThan(60_000);
    });

    it('stops working the moment it is revoked', async () => {
      const { id, token, session } = await makeToken(tenants.companyAdmin.email);
      expect((await app.call(routes.getauth, { token })).status).toBe(200);
      expect((await app.call(adminRoutes.deleteToken, { token: session, params: { id } })).status).toBe(200);
      expect((await app.call(routes.getauth, { token })).status).toBe(401);
    });

    it('refuses a made-up token of the right shape', async () => {
      const response = await app.call(routes.getauth, { token: `spt_${'A'.repeat(43)}` });
      expect(response.status).toBe(401);
    });

    it('never has more rights than its creator: a company admin’s token cannot do what only role 3 may', async () => {
      const { token } = await makeToken(tenants.companyAdmin.email);
      expect((await app.call(adminRoutes.adminUsers, { token })).status).toBe(403);
      expect(
        (await app.call(routes.impersonate, { token, body: { user_id: tenants.member.id } })).status,
      ).toBe(403);
    });

    it('sees nothing of another company', async () => {
      const { token } = await makeToken(tenants.companyAdmin.email);
      const other = await app.call(adminRoutes.listTokens, {
        token,
        query: { company: tenants.otherCompany.id },
      });
      expect(other.status).toBe(404);
      const own = await app.call<{ company: number }[]>(adminRoutes.listTokens, { token });
      expect(own.status).toBe(200);
      expect(own.body.every((t) => t.company === tenants.company.id)).toBe(true);
    });

    it('cannot change credentials or make more tokens', async () => {
      const { token } = await makeToken(tenants.companyAdmin.email);
      const password = await app.call(routes.changePassword, {
        token,
        body: {
          currentPassword: TEST_PASSWORD,
          password: 'token-chosen-password-1',
          passwordConfirmation: 'token-chosen-password-1',
        },
      });
      expect(password.status).toBe(403);
      expect((await app.call(adminRoutes.createToken, { token, body: { name: 'Child' } })).status).toBe(403);
      expect((await app.call(routes.setup2fa, { token })).status).toBe(403);
    });

    it('ends when its creator loses the right to hold it, and when the creator is deleted', async () => {
      const company = await buildCompany(app.db);
      const creator = await buildUser(app.db, { companyId: company.id });
      await app.db
        .update(companies)
        .set({ admins: [creator.email] })
        .where(eq(companies.id, company.id));
      const first = await makeToken(creator.email);
      expect((await app.call(routes.getauth, { token: first.token })).status).toBe(200);
      await app.db.update(companies).set({ admins: [] }).where(eq(companies.id, company.id));
      expect((await app.call(routes.getauth, { token: first.token })).status).toBe(401);

      await app.db
        .update(companies)
        .set({ admins: [creator.email] })
        .where(eq(companies.id, company.id));
      const second = await makeToken(creator.email);
      await app.db.delete(users).where(eq(users.id, creator.id));
      expect((await app.call(routes.getauth, { token: second.token })).status).toBe(401);
    });

    it('keeps no copy of the secret anywhere in its row', async () => {
      const { id, token } = await makeToken(tenants.companyAdmin.email);
      const [row] = await app.db.select().from(apiTokens).where(eq(apiTokens.id, id));
      expect(JSON.stringify(row)).not.toContain(token.slice(12));
    });
  });
});
