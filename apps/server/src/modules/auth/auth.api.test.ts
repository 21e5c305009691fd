import { messages, routes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { customAuth, newClient } from '../../../test/support/clients.ts';
import { buildTenants, buildUser, signIn, TEST_PASSWORD } from '../../../test/support/factories.ts';

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
    const wrong = await app.call(routes.customauth, {
      body: { identifier: tenants.member.email, password: 'nope-nope' },
    });
    const unknown = await app.call(routes.customauth, {
      body: { identifier: 'nobody@example.test', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({
      message: messages.invalidCredentials,
      code: 'auth.invalid_credentials',
    });
  });

  it('ends the session at once on logout', async () => {
    const jwt = await signIn(app, tenants.member.email);
    expect((await app.call(routes.getauth, { token: jwt })).status).toBe(200);
    expect((await app.call(routes.logout, { token: jwt })).status).toBe(200);
    expect((await app.call(routes.getauth, { token: jwt })).status).toBe(401);
  });

  it('accepts the username as identifier', async () => {
    const response = await customAuth(app, tenants.restricted.username);
    expect(response.status).toBe(200);
    const auth = await app.call<{ id: number; role: number }>(routes.getauth, { token: response.body.jwt });
    expect(auth.body).toMatchObject({ id: tenants.restricted.id, role: 5 });
  });

  it('matches the e-mail address whatever its case and surrounding spaces', async () => {
    const response = await customAuth(app, `  ${tenants.companyAdmin.email.toUpperCase()} `);
    expect(response.status).toBe(200);
    const auth = await app.call<{ id: number }>(routes.getauth, { token: response.body.jwt });
    expect(auth.body.id).toBe(tenants.companyAdmin.id);
  });

  it('does not take the password case-insensitively', async () => {
    const response = await customAuth(app, tenants.member.email, TEST_PASSWORD.toUpperCase());
    expect(response.status).toBe(401);
  });

  it.each([
    ['the password is missing', { identifier: 'someone@example.test' }, 'password'],
    ['the identifier is missing', { password: 'whatever-1' }, 'identifier'],
    [
      'the password is empty',
      { identifier: 'someone@example.test', password: '' },
      'Password must be filled in',
    ],
    ['the identifier is blank', { identifier: '   ', password: 'whatever-1' }, 'Enter your e-mail address'],
    ['the identifier is a number', { identifier: 12345, password: 'whatever-1' }, 'identifier'],
    ['the password is an object', { identifier: 'someone@example.test', password: { $ne: '' } }, 'password'],
    ['the body is an array', [], 'expected object'],
  ])('returns 400 with a readable message when %s', async (_, body, fragment) => {
    const response = await app.call<{ statusCode: number; message: string; code: string }>(
      routes.customauth,
      {
        body,
        headers: newClient(),
      },
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'validation' });
    expect(response.body.message).toContain(fragment);
  });

  it('returns 400, not 500, for a body that is not JSON', async () => {
    const response = await app.api<{ message: string }>('POST', '/customauth', {
      rawBody: '{"identifier": "a@example.test", "password": ',
      headers: { 'content-type': 'application/json', ...newClient() },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body is not valid JSON.');
  });

  it('returns 400, not 500, when the body is missing', async () => {
    const response = await app.api<{ message: string }>('POST', '/customauth', { headers: newClient() });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('returns 415, not 500, for a body that is not JSON at all', async () => {
    const response = await app.api<{ message: string }>('POST', '/customauth', {
      rawBody: 'identifier=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...newClient() },
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('shuts one client out of one account after five wrong passwords, with 429 and a readable message', async () => {
    const user = await buildUser(app.db);
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await app.call(routes.customauth, {
        body: { identifier: user.email, password: `wrong-${i}-password` },
        headers: client,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(5).fill(401));
    const sixth = await app.call<{ message: string }>(routes.customauth, {
      body: { identifier: user.email, password: TEST_PASSWORD },
      headers: client,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ statusCode: 429, message: messages.tooManyRequests });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner, from another client, is not locked out.
    expect((await customAuth(app, user.email)).status).toBe(200);
  });

  it('slows an account down when wrong passwords come from ever new addresses, without locking its owner out', async () => {
    const user = await buildUser(app.db);
    const statuses: number[] = [];
    let lastRetryAfter = 0;
    for (let i = 0; i < 40; i++) {
      // A trusted proxy passes on whatever X-Forwarded-For the client sends: a fresh address each time.
      const response = await customAuth(app, user.email, `wrong-${i}-password`);
      statuses.push(response.status);
      if (response.status === 429) lastRetryAfter = Number(response.headers.get('retry-after'));
    }
    const answered = statuses.filter((s) => s === 401).length;
    expect(answered).toBeGreaterThanOrEqual(10);
    expect(answered).toBeLessThanOrEqual(14);
    expect(statuses.filter((s) => s === 429).length).toBe(40 - answered);
    // The wait is short: once it is over, the right password works again.
    expect(lastRetryAfter).toBeGreaterThan(0);
    expect(lastRetryAfter).toBeLessThanOrEqual(60);
    await new Promise((resolve) => setTimeout(resolve, lastRetryAfter * 1000 + 100));
    expect((await customAuth(app, user.email)).status).toBe(200);
  });

  it('throttles an unknown identifier exactly like an account', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.call(routes.customauth, {
        body: { identifier: 'nobody-at-all@example.test', password: `wrong-${i}-password` },
        headers: client,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(5).fill(401), 429]);
  });
});
