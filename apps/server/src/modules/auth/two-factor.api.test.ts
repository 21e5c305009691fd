import { messages, routes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { customAuth, newClient, signInFresh } from '../../../test/support/clients.ts';
import { buildCompany, buildUser } from '../../../test/support/factories.ts';
import { companies } from '../companies/companies.schema.ts';
import { overrides } from '../settings/settings.schema.ts';
import { users } from '../users/users.schema.ts';

type Setup = { secret: string; otpauth_url: string; qr_code: string };
type Jwt = { jwt: string };

// The server accepts one 30 s step either side of now, and never a step at or before the last one used.
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

describe('two-factor authentication', () => {
  const app = useTestApp();
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Sets up and enables 2FA for a signed-in user; returns the secret and the new session token. */
  async function enrol(token: string): Promise<{ secret: string; jwt: string }> {
    const setup = await app.call<Setup>(routes.setup2fa, { token });
    expect(setup.status).toBe(200);
    const enabled = await app.call<Jwt>(routes.enable2fa, {
      token,
      body: { code: await codeAt(setup.body.secret) },
      headers: newClient(),
    });
    expect(enabled.status).toBe(200);
    return { secret: setup.body.secret, jwt: enabled.body.jwt };
  }

  it('runs the full cycle: setup, enable, sign in with a code, no replay, disable', async () => {
    const user = await buildUser(app.db);
    const token = await signInFresh(app, user.email);

    const setup = await app.call<Setup>(routes.setup2fa, { token });
    expect(setup.status).toBe(200);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Spatium:/);
    expect(setup.body.qr_code).toMatch(/^data:image\/png;base64,/);
    const { secret } = setup.body;

    const wrongCode = (Number(await codeAt(secret)) + 1) % 1_000_000;
    const refused = await app.call(routes.enable2fa, {
      token,
      body: { code: String(wrongCode).padStart(6, '0') },
    });
    expect(refused.status).toBe(400);

    const enabled = await app.call<Jwt>(routes.enable2fa, { token, body: { code: await codeAt(secret) } });
    expect(enabled.status).toBe(200);
    const enabledSession = enabled.body.jwt;
    const me = await app.call<{ user: { twofa_enabled: boolean } }>(routes.getme, { token: enabledSession });
    expect(me.body.user.twofa_enabled).toBe(true);

    const login = await customAuth(app, user.email);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ twofa: true, mandatory_2fa: false });
    const stepToken = login.body.jwt;
    expect((await app.call(routes.getme, { token: stepToken })).status).toBe(401);
    expect((await app.call(routes.getauth, { token: stepToken })).status).toBe(401);

    // The code used to enable is spent: the next step's code is needed.
    expect(
      (await app.call(routes.verify2fa, { token: stepToken, body: { code: await codeAt(secret) } })).status,
    ).toBe(401);
    const nextCode = await codeAt(secret, 30);
    const verified = await app.call<Jwt>(routes.verify2fa, { token: stepToken, body: { code: nextCode } });
    expect(verified.status).toBe(200);
    expect((await app.call(routes.getme, { token: verified.body.jwt })).status).toBe(200);
    // A full session token is not a 2FA step token.
    expect(
      (await app.call(routes.verify2fa, { token: verified.body.jwt, body: { code: nextCode } })).status,
    ).toBe(401);

    const replayLogin = await customAuth(app, user.email);
    const replayed = await app.call(routes.verify2fa, {
      token: replayLogin.body.jwt,
      body: { code: nextCode },
    });
    expect(replayed.status).toBe(401);

    // A minute later the app shows a fresh code.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const disabled = await app.call<Jwt>(routes.disable2fa, {
      token: verified.body.jwt,
      body: { code: await codeAt(secret) },
    });
    expect(disabled.status).toBe(200);
    vi.useRealTimers();

    // The 2FA change ended the other sessions; the one that made it goes on.
    expect((await app.call(routes.getme, { token: verified.body.jwt })).status).toBe(401);
    expect((await app.call(routes.getme, { token: enabledSession })).status).toBe(401);
    expect((await app.call(routes.getme, { token: disabled.body.jwt })).status).toBe(200);
    const after = await customAuth(app, user.email);
    expect(after.body).toMatchObject({ twofa: false, mandatory_2fa: false });
  });

  it('ends the other sessions when 2FA is turned on', async () => {
    const user = await buildUser(app.db);
    const first = await signInFresh(app, user.email);
    const second = await signInFresh(app, user.email);
    const { jwt } = await enrol(second);
    expect((await app.call(routes.getauth, { token: first })).status).toBe(401);
    expect((await app.call(routes.getauth, { token: second })).status).toBe(401);
    expect((await app.call(routes.getauth, { token: jwt })).status).toBe(200);
  });

  it('refuses enable without a setup first, and malformed codes with 400', async () => {
    const user = await buildUser(app.db);
    const token = await signInFresh(app, user.email);
    expect((await app.call(routes.enable2fa, { token, body: { code: '123456' } })).status).toBe(400);
    const malformed = await app.call<{ message: string }>(routes.enable2fa, {
      token,
      body: { code: '12ab' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('6-digit code');
  });

  it('refuses to disable 2FA with a wrong code', async () => {
    const user = await buildUser(app.db);
    const { secret, jwt } = await enrol(await signInFresh(app, user.email));
    const wrong = String((Number(await codeAt(secret, 30)) + 1) % 1_000_000).padStart(6, '0');
    expect((await app.call(routes.disable2fa, { token: jwt, body: { code: wrong } })).status).toBe(400);
    expect((await app.call(routes.getauth, { token: jwt })).status).toBe(200);
  });

  describe('when 2FA is mandatory', () => {
    let company: Awaited<ReturnType<typeof buildCompany>>;
    beforeAll(async () => {
      company = await buildCompany(app.db, { mandatory2fa: true });
    });

    it.each([
      ['the company requires it', () => buildUser(app.db, { companyId: company.id })],
      ['the user requires it', () => buildUser(app.db, { mandatory2fa: true })],
    ])('gives an enrolment token when %s', async (_, build) => {
      const user = await build();
      const login = await customAuth(app, user.email);
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ twofa: false, mandatory_2fa: true });
      const token = login.body.jwt;

      expect((await app.call(routes.getauth, { token })).status).toBe(200);
      const me = await app.call<{ user: { mandatory_2fa: boolean } }>(routes.getme, { token });
      expect(me.status).toBe(200);
      expect(me.body.user.mandatory_2fa).toBe(true);
      expect((await app.call(routes.updateMe, { token, body: { username: `new-${user.id}` } })).status).toBe(
        403,
      );
      expect((await app.call(routes.getUser, { token, params: { id: user.id } })).status).toBe(403);
      expect((await app.call(routes.switchCompany, { token, body: { company: company.id } })).status).toBe(
        403,
      );
      expect((await app.call(routes.acceptAgreements, { token, body: { agreement: 1 } })).status).toBe(403);

      const { jwt, secret } = await enrol(token);
      expect((await app.call(routes.getauth, { token })).status).toBe(401);
      expect(
        (await app.call(routes.updateMe, { token: jwt, body: { username: `new-${user.id}` } })).status,
      ).toBe(200);

      // Mandatory 2FA cannot be turned off.
      const off = await app.call(routes.disable2fa, { token: jwt, body: { code: await codeAt(secret, 30) } });
      expect(off.status).toBe(403);

      const next = await customAuth(app, user.email);
      expect(next.body).toMatchObject({ twofa: true, mandatory_2fa: true });
    });

    // SPEC §3's per-domain disable_2fa follows the Host, which the client chooses: it never lifts a mandate.
    it.each([
      ['X-Forwarded-Host', 'x-forwarded-host'],
      ['Host', 'host'],
    ])(
      'stands whatever %s the client sends, even that of a domain whose overrides disable 2FA',
      async (_, header) => {
        await app.db
          .insert(overrides)
          .values({ domain: 'no2fa.example.test', disable2fa: true })
          .onConflictDoNothing();
        const user = await buildUser(app.db, { companyId: company.id });
        const login = await customAuth(app, user.email, undefined, { [header]: 'no2fa.example.test' });
        expect(login.status).toBe(200);
        expect(login.body).toMatchObject({ twofa: false, mandatory_2fa: true });
        expect(
          (await app.call(routes.updateMe, { token: login.body.jwt, body: { username: `x-${user.id}` } }))
            .status,
        ).toBe(403);
      },
    );

    it('cannot be turned off through a domain whose overrides disable 2FA', async () => {
      await app.db
        .insert(overrides)
        .values({ domain: 'no2fa.example.test', disable2fa: true })
        .onConflictDoNothing();
      const user = await buildUser(app.db, { companyId: company.id });
      const { jwt: enrolToken } = await customAuth(app, user.email).then((r) => r.body);
      const { secret, jwt } = await enrol(enrolToken);
      const off = await app.call(routes.disable2fa, {
        token: jwt,
        body: { code: await codeAt(secret, 30) },
        headers: { 'x-forwarded-host': 'no2fa.example.test' },
      });
      expect(off.status).toBe(403);
      const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.totpSecret).not.toBeNull();
    });
  });

  describe('guessing codes', () => {
    const wrongCode = async (secret: string) =>
      String((Number(await codeAt(secret, 30)) + 7) % 1_000_000).padStart(6, '0');

    it('ends a challenge after five wrong codes: not even the right code opens it then', async () => {
      const user = await buildUser(app.db);
      const { secret } = await enrol(await signInFresh(app, user.email));
      const challenge = (await customAuth(app, user.email)).body.jwt;
      const answers: { status: number; code?: string }[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await app.call<{ code: string }>(routes.verify2fa, {
          token: challenge,
          body: { code: await wrongCode(secret) },
          headers: newClient(),
        });
        answers.push({ status: response.status, code: response.body.code });
      }
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
      expect(answers.map((a) => a.code)).toEqual([
        ...Array(4).fill('auth.invalid_2fa_code'),
        'auth.2fa_challenge_ended',
      ]);
      const right = await app.call<{ message: string }>(routes.verify2fa, {
        token: challenge,
        body: { code: await codeAt(secret, 30) },
        headers: newClient(),
      });
      expect(right.status).toBe(401);
      expect(right.body.message).toBe(messages.twoFactorChallengeEnded);
      // Signing in again gives a fresh challenge.
      const fresh = (await customAuth(app, user.email)).body.jwt;
      expect(
        (
          await app.call(routes.verify2fa, {
            token: fresh,
            body: { code: await codeAt(secret, 30) },
            headers: newClient(),
          })
        ).status,
      ).toBe(200);
    });

    it('opens one session per challenge', async () => {
      const user = await buildUser(app.db);
      const { secret } = await enrol(await signInFresh(app, user.email));
      const challenge = (await customAuth(app, user.email)).body.jwt;
      const first = await app.call(routes.verify2fa, {
        token: challenge,
        body: { code: await codeAt(secret, 30) },
        headers: newClient(),
      });
      expect(first.status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 60_000);
      const again = await app.call(routes.verify2fa, {
        token: challenge,
        body: { code: await codeAt(secret) },
        headers: newClient(),
      });
      expect(again.status).toBe(401);
    });

    it('slows the account down across challenges', async () => {
      const user = await buildUser(app.db);
      const { secret } = await enrol(await signInFresh(app, user.email));
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const challenge = (await customAuth(app, user.email)).body.jwt;
        for (let j = 0; j < 4; j++) {
          const response = await app.call(routes.verify2fa, {
            token: challenge,
            body: { code: await wrongCode(secret) },
            headers: newClient(),
          });
          statuses.push(response.status);
        }
      }
      // Ten wrong codes an hour are answered; then each one more waits longer.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toContain(429);
    });
  });

  describe('reset by an admin', () => {
    it('clears the target’s 2FA and ends its sessions', async () => {
      const admin = await buildUser(app.db, { roleId: 3 });
      const target = await buildUser(app.db);
      const { jwt } = await enrol(await signInFresh(app, target.email));
      const adminToken = await signInFresh(app, admin.email);

      const reset = await app.call(routes.reset2fa, { token: adminToken, params: { id: target.id } });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ ok: true });
      expect((await app.call(routes.getauth, { token: jwt })).status).toBe(401);
      const [row] = await app.db.select().from(users).where(eq(users.id, target.id));
      expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      expect((await customAuth(app, target.email)).body).toMatchObject({ twofa: false });
    });

    it('returns 404 for an unknown user', async () => {
      const admin = await buildUser(app.db, { roleId: 3 });
      const adminToken = await signInFresh(app, admin.email);
      expect((await app.call(routes.reset2fa, { token: adminToken, params: { id: 999_999 } })).status).toBe(
        404,
      );
    });

    it('is refused with 403 to a company admin', async () => {
      const company = await buildCompany(app.db);
      const companyAdmin = await buildUser(app.db, { companyId: company.id });
      await app.db
        .update(companies)
        .set({ admins: [companyAdmin.email] })
        .where(eq(companies.id, company.id));
      const target = await buildUser(app.db, { companyId: company.id });
      const token = await signInFresh(app, companyAdmin.email);
      expect((await app.call(routes.reset2fa, { token, params: { id: target.id } })).status).toBe(403);
    });
  });
});
