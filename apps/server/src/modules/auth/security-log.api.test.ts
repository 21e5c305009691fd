import { routes } from '@spatium/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { customAuth, newClient, signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';

describe('the security log', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let lines: { level: string; fields: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    tenants = await buildTenants(app);
    // What the security logger is handed is what lands in the log: capture it at the logger.
    const { logger } = app.server.app.securityLog;
    for (const level of ['info', 'warn'] as const) {
      vi.spyOn(logger, level).mockImplementation(((fields: Record<string, unknown>) => {
        lines.push({ level, fields });
      }) as never);
    }
  });
  beforeEach(() => {
    lines = [];
  });
  const events = (name: string) => lines.filter((l) => l.fields.event === name).map((l) => l.fields);

  it('records a failed sign-in with the account, the address and why, and never the password', async () => {
    const client = newClient();
    await customAuth(app, tenants.member.email, 'a-secret-guess-1', client);
    await customAuth(app, 'nobody-here@example.test', 'another-secret-guess', client);
    expect(events('auth.signin.failed')).toEqual([
      expect.objectContaining({
        userId: tenants.member.id,
        ip: client['x-forwarded-for'],
        reason: 'wrong_password',
      }),
      expect.objectContaining({ userId: null, ip: client['x-forwarded-for'], reason: 'unknown_account' }),
    ]);
    expect(lines.find((l) => l.fields.event === 'auth.signin.failed')?.level).toBe('warn');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('a-secret-guess-1');
    expect(text).not.toContain('another-secret-guess');
    expect(text).not.toContain('nobody-here');
  });

  it('records a successful sign-in without its token', async () => {
    const response = await customAuth(app, tenants.member.email);
    expect(events('auth.signin.succeeded')).toEqual([
      expect.objectContaining({ userId: tenants.member.id, next: 'full' }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(response.body.jwt);
  });

  it('records the start and the end of an impersonation, naming the admin and the target', async () => {
    const admin = await signInFresh(app, tenants.admin.email);
    const started = await app.call<{ jwt: string }>(routes.impersonate, {
      token: admin,
      body: { user_id: tenants.member.id },
    });
    expect(events('auth.impersonation.started')).toEqual([
      expect.objectContaining({ userId: tenants.admin.id, targetUserId: tenants.member.id }),
    ]);
    await app.call(routes.logout, { token: started.body.jwt });
    expect(events('auth.impersonation.ended')).toEqual([
      expect.objectContaining({ userId: tenants.admin.id, targetUserId: tenants.member.id }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(started.body.jwt);
  });

  it('records every 403 with who was refused where', async () => {
    const member = await signInFresh(app, tenants.member.email);
    expect((await app.call(routes.impersonate, { token: member, body: { user_id: 1 } })).status).toBe(403);
    expect(events('access.denied')).toEqual([
      expect.objectContaining({ userId: tenants.member.id, route: 'POST /api/impersonate' }),
    ]);
  });

  it('records rate-limit hits and throttled accounts', async () => {
    const client = newClient();
    for (let i = 0; i < 11; i++) await customAuth(app, `guess-${i}@example.test`, 'wrong-password-1', client);
    expect(events('ratelimit.hit')).toEqual([
      expect.objectContaining({ ip: client['x-forwarded-for'], route: 'POST /api/customauth' }),
    ]);
    const other = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await customAuth(app, tenants.outsider.email, `wrong-${i}-password`, other)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(events('auth.throttled')).toEqual([
      expect.objectContaining({
        userId: tenants.outsider.id,
        ip: other['x-forwarded-for'],
        reason: 'client',
      }),
    ]);
  });
});
