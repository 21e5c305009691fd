import { routes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildTenants, signIn, TEST_PASSWORD } from '../../../test/support/factories.ts';

describe('sign-in', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  beforeAll(async () => {
    tenants = await buildTenants(app);
  });

  it('gives a session token for the right password', async () => {
    const response = await app.call(routes.customauth, {
      body: { identifier: tenants.member.email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ twofa: false, mandatory_2fa: false, jwt: expect.any(String) });
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const wrong = await app.call(routes.customauth, { body: { identifier: tenants.member.email, password: 'nope-nope' } });
    const unknown = await app.call(routes.customauth, { body: { identifier: 'nobody@example.test', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('ends the session at once on logout', async () => {
    const jwt = await signIn(app, tenants.member.email);
    expect((await app.call(routes.getauth, { token: jwt })).status).toBe(200);
    expect((await app.call(routes.logout, { token: jwt })).status).toBe(200);
    expect((await app.call(routes.getauth, { token: jwt })).status).toBe(401);
  });
});
