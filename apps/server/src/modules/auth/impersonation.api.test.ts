import { routes } from '@spatium/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
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
});
