import { type App, type AppInstall, appRoutes as r } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { overrides } from '../settings/settings.schema.ts';

describe('tools marketplace', () => {
  const app = useTestApp();
  let tokens: Record<'member' | 'restricted' | 'outsider', string>;
  beforeAll(async () => {
    // Tools are off unless the domain turns them on (SPEC §3); the tests call 127.0.0.1.
    await app.db.insert(overrides).values({ domain: '127.0.0.1', disableApps: false });
    const tenants = await buildTenants(app);
    tokens = {
      member: await signInFresh(app, tenants.member.email),
      restricted: await signInFresh(app, tenants.restricted.email),
      outsider: await signInFresh(app, tenants.outsider.email),
    };
  });

  it('offers the four tools, none installed at first', async () => {
    const catalogue = await app.call<App[]>(r.wiesoapps, { token: tokens.member });
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.map((a) => a.id)).toEqual([
      'unit-converter',
      'coordinate-converter',
      'cut-fill',
      'content-qr',
    ]);
    expect(catalogue.body.every((a) => !a.installed && !a.installing)).toBe(true);
    expect((await app.call<AppInstall[]>(r.myApps, { token: tokens.member })).body).toEqual([]);
  });

  it('installs, installs again without a second row, and uninstalls back to not installed (SPEC §4)', async () => {
    const first = await app.call<AppInstall>(r.installApp, {
      token: tokens.member,
      body: { app_id: 'coordinate-converter' },
    });
    expect(first.status).toBe(201);
    expect(first.body.app_id).toBe('coordinate-converter');
    const again = await app.call<AppInstall>(r.installApp, {
      token: tokens.member,
      body: { app_id: 'coordinate-converter' },
    });
    expect(again.body.id).toBe(first.body.id);
    const mine = await app.call<AppInstall[]>(r.myApps, { token: tokens.member });
    expect(mine.body.map((i) => i.app_id)).toEqual(['coordinate-converter']);
    const catalogue = await app.call<App[]>(r.wiesoapps, { token: tokens.member });
    expect(catalogue.body.find((a) => a.id === 'coordinate-converter')?.installed).toBe(true);

    const removed = await app.call(r.uninstallApp, {
      token: tokens.member,
      body: { app_id: 'coordinate-converter' },
    });
    expect(removed.status).toBe(200);
    expect((await app.call<AppInstall[]>(r.myApps, { token: tokens.member })).body).toEqual([]);
    const twice = await app.call(r.uninstallApp, {
      token: tokens.member,
      body: { app_id: 'coordinate-converter' },
    });
    expect(twice.status).toBe(404);
  });

  it('refuses a tool that does not exist with a 400, not a 500', async () => {
    const unknown = await app.call(r.installApp, { token: tokens.member, body: { app_id: 'rm-rf' } });
    expect(unknown.status).toBe(400);
  });

  it('shows another user none of a Nordvik user’s installs, and lets them not uninstall them', async () => {
    await app.call(r.installApp, { token: tokens.member, body: { app_id: 'unit-converter' } });
    const outsider = await app.call<AppInstall[]>(r.myApps, { token: tokens.outsider });
    expect(outsider.body).toEqual([]);
    const catalogue = await app.call<App[]>(r.wiesoapps, { token: tokens.outsider });
    expect(catalogue.body.some((a) => a.installed)).toBe(false);
    const theirs = await app.call(r.uninstallApp, {
      token: tokens.outsider,
      body: { app_id: 'unit-converter' },
    });
    expect(theirs.status).toBe(404);
    expect((await app.call<AppInstall[]>(r.myApps, { token: tokens.member })).body).toHaveLength(1);
  });

  it('keeps the restricted role out (SPEC §6: role 5 loads only files and styles)', async () => {
    for (const route of [r.wiesoapps, r.myApps])
      expect((await app.call(route, { token: tokens.restricted })).status).toBe(403);
    const install = await app.call(r.installApp, {
      token: tokens.restricted,
      body: { app_id: 'unit-converter' },
    });
    expect(install.status).toBe(403);
  });

  it('needs a session', async () => {
    expect((await app.call(r.wiesoapps)).status).toBe(401);
  });

  it('is closed in the API, not only in the menu, where the domain turns tools off', async () => {
    await app.db.update(overrides).set({ disableApps: true }).where(eq(overrides.domain, '127.0.0.1'));
    try {
      for (const call of [
        app.call<{ message: string }>(r.wiesoapps, { token: tokens.member }),
        app.call<{ message: string }>(r.myApps, { token: tokens.member }),
        app.call<{ message: string }>(r.installApp, { token: tokens.member, body: { app_id: 'cut-fill' } }),
      ]) {
        const refused = await call;
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('Tools are turned off on this site.');
      }
    } finally {
      await app.db.update(overrides).set({ disableApps: false }).where(eq(overrides.domain, '127.0.0.1'));
    }
  });
});
