import { adminRoutes, messages, routes } from '@spatium/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { users } from '../users/users.schema.ts';
import { auditLog } from './auth.schema.ts';

describe('impersonation', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let tokens: Record<'admin' | 'companyAdmin' | 'member' | 'restricted', string>;
  beforeAll(async () => {
    tenants = await buildTenants(app);
    tokens = {
      admin: await signInFresh(app, tenants.admin.email),
      companyAdmin: await signInFresh(app, tenants.companyAdmin.email),
      member: await signInFresh(app, tenants.member.email),
      restricted: await signInFresh(app, tenants.restricted.email),
    };
  });

  it('gives an admin a session as the target, marked as impersonated, and writes an audit row', async () => {
    const response = await app.call<{ jwt: string }>(routes.impersonate, {
      token: tokens.admin,
      body: { user_id: tenants.outsider.id },
    });
    expect(response.status).toBe(200);
    const auth = await app.call(routes.getauth, { token: response.body.jwt });
    expect(auth.body).toEqual({
      authenticated: true,
      id: tenants.outsider.id,
      role: 4,
      impersonated_by: tenants.admin.id,
    });
    const me = await app.call<{ user: { id: number } }>(routes.getme, { token: response.body.jwt, body: {} });
    expect(me.body.user.id).toBe(tenants.outsider.id);

    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonate'), eq(auditLog.targetUserId, tenants.outsider.id)));
    expect(audit).toEqual([expect.objectContaining({ actorId: tenants.admin.id })]);
  });

  it('does not mark an ordinary session as impersonated', async () => {
    const auth = await app.call(routes.getauth, { token: tokens.member });
    expect(auth.body).toMatchObject({ id: tenants.member.id, impersonated_by: null });
  });

  it.each(['companyAdmin', 'member', 'restricted'] as const)('returns 403 to a %s', async (who) => {
    const response = await app.call(routes.impersonate, {
      token: tokens[who],
      body: { user_id: tenants.outsider.id },
    });
    expect(response.status).toBe(403);
  });

  it('writes no audit row for a refused attempt', async () => {
    await app.call(routes.impersonate, { token: tokens.member, body: { user_id: tenants.restricted.id } });
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.actorId, tenants.member.id));
    expect(audit).toEqual([]);
  });

  it('returns 404 for an unknown user', async () => {
    const response = await app.call(routes.impersonate, { token: tokens.admin, body: { user_id: 987_654 } });
    expect(response.status).toBe(404);
  });

  it('returns 401 without a token', async () => {
    const response = await app.call(routes.impersonate, { body: { user_id: tenants.member.id } });
    expect(response.status).toBe(401);
  });

  describe('never touches the credentials of the user acted as', () => {
    let session: string;
    beforeAll(async () => {
      const response = await app.call<{ jwt: string }>(routes.impersonate, {
        token: tokens.admin,
        body: { user_id: tenants.member.id },
      });
      session = response.body.jwt;
    });

    it.each([
      ['start a 2FA enrolment', routes.setup2fa, undefined],
      ['enable 2FA', routes.enable2fa, { code: '123456' }],
      ['turn 2FA off', routes.disable2fa, { code: '123456' }],
      [
        'change the password',
        routes.changePassword,
        {
          currentPassword: TEST_PASSWORD,
          password: 'taken-over-password-1',
          passwordConfirmation: 'taken-over-password-1',
        },
      ],
      ['change the username', routes.updateMe, { username: 'taken-over' }],
      ['delete the account', routes.deleteMe, { password: TEST_PASSWORD, confirm: 'DELETE' }],
      ['make an API token', adminRoutes.createToken, { name: 'Backdoor' }],
    ] as const)('refuses to %s with 403 and says why', async (_, route, body) => {
      const response = await app.call<{ message: string; code: string }>(route, { token: session, body });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(messages.notWhileImpersonating);
      const [row] = await app.db.select().from(users).where(eq(users.id, tenants.member.id));
      expect(row).toMatchObject({
        passwordHash: tenants.member.passwordHash,
        username: tenants.member.username,
        totpSecret: null,
        totpPendingSecret: null,
      });
    });

    it('refuses to impersonate again from an impersonation, which would hide who acts', async () => {
      const otherAdmin = await buildUser(app.db, { roleId: 3 });
      const asAdmin = await app.call<{ jwt: string }>(routes.impersonate, {
        token: tokens.admin,
        body: { user_id: otherAdmin.id },
      });
      const nested = await app.call<{ message: string }>(routes.impersonate, {
        token: asAdmin.body.jwt,
        body: { user_id: tenants.member.id },
      });
      expect(nested.status).toBe(403);
      expect(nested.body.message).toBe(messages.notWhileImpersonating);
    });

    it('still lets the admin change what is not a credential', async () => {
      const response = await app.call(routes.updateMe, {
        token: session,
        body: { details: { telephone: '+47 123 45 678' } },
      });
      expect(response.status).toBe(200);
    });
  });

  it('ends only the impersonation when the admin leaves it: the user stays signed in', async () => {
    const own = await signInFresh(app, tenants.outsider.email);
    const started = await app.call<{ jwt: string }>(routes.impersonate, {
      token: tokens.admin,
      body: { user_id: tenants.outsider.id },
    });
    expect((await app.call(routes.logout, { token: started.body.jwt })).status).toBe(200);
    expect((await app.call(routes.getauth, { token: started.body.jwt })).status).toBe(401);
    expect((await app.call(routes.getauth, { token: own })).status).toBe(200);
    expect((await app.call(routes.getauth, { token: tokens.admin })).status).toBe(200);
  });
});
