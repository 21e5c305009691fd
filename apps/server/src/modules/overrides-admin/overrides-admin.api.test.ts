import { adminRoutes, routes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';

describe('overrides administration', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let admin: string;
  beforeAll(async () => {
    tenants = await buildTenants(app);
    admin = await signInFresh(app, tenants.admin.email);
  });

  it('upserts only the given switches, lists them and returns a domain to the defaults', async () => {
    const saved = await app.call<Record<string, unknown>>(adminRoutes.saveOverrides, {
      token: admin,
      params: { domain: 'Site.Example.com' },
      body: { maintenance_mode: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      domain: 'site.example.com',
      maintenance_mode: true,
      disable_apps: true,
    });
    await app.call(adminRoutes.saveOverrides, {
      token: admin,
      params: { domain: 'site.example.com' },
      body: { disable_apps: false },
    });
    const publicView = await app.call<Record<string, unknown>>(routes.overrides, {
      query: { domain: 'site.example.com' },
    });
    expect(publicView.body).toMatchObject({ maintenance_mode: true, disable_apps: false });
    const all = await app.call<{ domain: string }[]>(adminRoutes.listOverrides, { token: admin });
    expect(all.body.map((o) => o.domain)).toContain('site.example.com');
    expect(
      (await app.call(adminRoutes.deleteOverrides, { token: admin, params: { domain: 'site.example.com' } }))
        .status,
    ).toBe(200);
    const reset = await app.call<Record<string, unknown>>(routes.overrides, {
      query: { domain: 'site.example.com' },
    });
    expect(reset.body).toMatchObject({ maintenance_mode: false, disable_apps: true });
  });

  it.each(['companyAdmin', 'member', 'restricted', 'outsider'] as const)('refuses %s (403)', async (who) => {
    const token = await signInFresh(app, tenants[who].email);
    expect((await app.call(adminRoutes.listOverrides, { token })).status).toBe(403);
    expect(
      (
        await app.call(adminRoutes.saveOverrides, {
          token,
          params: { domain: 'x.test' },
          body: { maintenance_mode: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (await app.call(adminRoutes.deleteOverrides, { token, params: { domain: 'x.test' } })).status,
    ).toBe(403);
  });
});
