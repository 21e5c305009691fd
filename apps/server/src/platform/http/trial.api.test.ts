import { contentRoutes, routes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildCompany, buildUser } from '../../../test/support/factories.ts';
import { connectSocket, validate } from '../../../test/support/sockets.ts';

const day = 24 * 60 * 60 * 1000;

describe('an expired trial (SPEC §4) keeps the account and closes the product', () => {
  const app = useTestApp();
  const tokens = {} as Record<'expired' | 'running' | 'notOnTrial', string>;
  let expired: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    const company = await buildCompany(app.db);
    const past = new Date(Date.now() - day);
    expired = await buildUser(app.db, {
      companyId: company.id,
      trialMode: true,
      trialExpiration: past,
    });
    const running = await buildUser(app.db, {
      companyId: company.id,
      trialMode: true,
      trialExpiration: new Date(Date.now() + day),
    });
    // The expiration date alone ends nothing: trial_mode must be on.
    const notOnTrial = await buildUser(app.db, { companyId: company.id, trialExpiration: past });
    tokens.expired = await signInFresh(app, expired.email);
    tokens.running = await signInFresh(app, running.email);
    tokens.notOnTrial = await signInFresh(app, notOnTrial.email);
  });

  it('refuses the product with 402 and a stable code', async () => {
    for (const route of [contentRoutes.tours.list, contentRoutes.panoramas.list]) {
      const response = await app.call<{ code: string; message: string }>(route, { token: tokens.expired });
      expect(response.status).toBe(402);
      expect(response.body.code).toBe('trial.ended');
      expect(response.body.message).toContain('Trial Period Ended');
    }
    const write = await app.call<{ code: string }>(contentRoutes.tours.create, {
      token: tokens.expired,
      body: { title: 'After the trial', subproject: 1 },
    });
    expect([write.status, write.body.code]).toEqual([402, 'trial.ended']);
  });

  it('still lets the user read their profile, edit their account and sign out', async () => {
    const me = await app.call<{ user: { trial_mode: boolean } }>(routes.getme, {
      token: tokens.expired,
      body: { test: true },
    });
    expect(me.status).toBe(200);
    expect(me.body.user.trial_mode).toBe(true);
    expect((await app.call(routes.getauth, { token: tokens.expired })).status).toBe(200);
    const renamed = await app.call(routes.updateMe, {
      token: tokens.expired,
      body: { details: { firstname: 'Still', lastname: 'Here' } },
    });
    expect(renamed.status).toBe(200);
    expect((await app.call(routes.logout, { token: tokens.expired })).status).toBe(200);
  });

  it('refuses realtime to an expired trial', async () => {
    const token = await signInFresh(app, expired.email);
    const socket = await connectSocket(app.url);
    expect(await validate(socket, token, expired.id)).toMatchObject({ ok: false, code: 'trial.ended' });
  });

  it('leaves a running trial and a user not on trial alone', async () => {
    for (const token of [tokens.running, tokens.notOnTrial])
      expect((await app.call(contentRoutes.tours.list, { token })).status).toBe(200);
  });
});
