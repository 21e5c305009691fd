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

    async function makeToken(
      email: string,
      body: { name: string; company?: number; expires_in_days?: number } = { name: 'Sync' },
    ) {
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

    it('expires when its creator chose, is refused after with a 401 that says so, and the list shows when', async () => {
      const { id, token, session } = await makeToken(tenants.companyAdmin.email, {
        name: 'Nightly export',
        expires_in_days: 30,
      });
      const list = await app.call<{ id: number; expires_at: string | null }[]>(adminRoutes.listTokens, {
        token: session,
      });
      const expiresAt = Date.parse(list.body.find((t) => t.id === id)!.expires_at!);
      expect(Math.abs(expiresAt - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
      expect((await app.call(routes.getauth, { token })).status).toBe(200);

      // Thirty days later, as far as the token knows.
      await app.db
        .update(apiTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiTokens.id, id));
      const refused = await app.call<{ code: string; message: string }>(routes.getauth, { token });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('auth.api_token_expired');
      expect(refused.body.message).toMatch(/^This API token expired on \d{4}-\d{2}-\d{2}.*Create a new one/);
      // Still listed, so its owner sees which integration needs a new one.
      const after = await app.call<{ id: number }[]>(adminRoutes.listTokens, { token: session });
      expect(after.body.map((t) => t.id)).toContain(id);
    });

    it('never expires unless asked to, and refuses a lifetime past the maximum or below a day', async () => {
      const { id, session } = await makeToken(tenants.companyAdmin.email);
      const list = await app.call<{ id: number; expires_at: string | null }[]>(adminRoutes.listTokens, {
        token: session,
      });
      expect(list.body.find((t) => t.id === id)!.expires_at).toBeNull();
      for (const [days, message] of [
        [366, 'A token lives at most 365 days'],
        [0, 'A token lives at least 1 day'],
        [1.5, 'Choose a whole number of days'],
      ] as const) {
        const refused = await app.call<{ message: string }>(adminRoutes.createToken, {
          token: session,
          body: { name: 'Too long', expires_in_days: days },
        });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toContain(message);
      }
    });

    it('keeps no copy of the secret anywhere in its row', async () => {
      const { id, token } = await makeToken(tenants.companyAdmin.email);
      const [row] = await app.db.select().from(apiTokens).where(eq(apiTokens.id, id));
      expect(JSON.stringify(row)).not.toContain(token.slice(12));
    });
  });
});
