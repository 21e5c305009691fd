import { messages, routes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/app.ts';
import { useTestApp } from '../../../test/support/app.ts';
import { customAuth, mailsTo, newClient, readOutbox, signInFresh } from '../../../test/support/clients.ts';
import { buildUser } from '../../../test/support/factories.ts';
import { passwordResetTokens } from './auth.schema.ts';

const NEW_PASSWORD = 'a-brand-new-password-2';

async function requestReset(app: TestApp, email: string) {
  return app.call(routes.forgotPassword, { body: { email }, headers: newClient() });
}

/** The code of the newest reset link mailed to the address. */
async function resetCodeFor(app: TestApp, email: string): Promise<string> {
  const mails = await mailsTo(app, email);
  const link = mails.at(-1)?.text.match(/(\S+\/newpassword\?code=([\w-]+))/);
  if (!link) throw new Error(`No reset link was mailed to ${email}`);
  return link[2]!;
}

function reset(app: TestApp, code: string, password = NEW_PASSWORD) {
  return app.call<{ message: string }>(routes.resetPassword, {
    body: { code, password, passwordConfirmation: password },
    headers: newClient(),
  });
}

describe('forgotten password', () => {
  const app = useTestApp({ PUBLIC_URL: 'https://spatium.example.test' });
  let user: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    user = await buildUser(app.db);
  });

  it('mails a one-time link that sets a new password and ends the old sessions', async () => {
    const oldSession = await signInFresh(app, user.email);
    const response = await requestReset(app, user.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });

    const [mail] = await mailsTo(app, user.email);
    expect(mail?.subject).toBe('Reset your Spatium password');
    expect(mail?.text).toMatch(/https:\/\/spatium\.example\.test\/newpassword\?code=[\w-]{20,}/);
    const code = await resetCodeFor(app, user.email);

    const first = await reset(app, code);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true });
    expect((await app.call(routes.getauth, { token: oldSession })).status).toBe(401);
    expect((await customAuth(app, user.email)).status).toBe(401);
    expect((await customAuth(app, user.email, NEW_PASSWORD)).status).toBe(200);

    const second = await reset(app, code, 'yet-another-password-3');
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(messages.resetLinkInvalid);
    expect((await customAuth(app, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown address the same way and mails nothing', async () => {
    const before = (await readOutbox(app)).length;
    const response = await requestReset(app, 'nobody-here@example.test');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await readOutbox(app)).length).toBe(before);
  });

  it('refuses an expired link', async () => {
    const other = await buildUser(app.db);
    await requestReset(app, other.email);
    const code = await resetCodeFor(app, other.email);
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, other.id));
    const response = await reset(app, code);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.resetLinkInvalid);
    expect((await customAuth(app, other.email)).status).toBe(200);
  });

  it('refuses a made-up code', async () => {
    const response = await reset(app, 'x'.repeat(43));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.resetLinkInvalid);
  });

  it('returns 400 when the passwords differ or the new one is too short, and keeps the link usable', async () => {
    const other = await buildUser(app.db);
    await requestReset(app, other.email);
    const code = await resetCodeFor(app, other.email);
    const differ = await app.call<{ message: string }>(routes.resetPassword, {
      body: { code, password: NEW_PASSWORD, passwordConfirmation: `${NEW_PASSWORD}x` },
      headers: newClient(),
    });
    expect(differ.status).toBe(400);
    expect(differ.body.message).toContain(messages.passwordsDiffer);
    const short = await reset(app, code, 'short');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('at least 8 characters');
    expect((await reset(app, code)).status).toBe(200);
  });

  it('returns 400 with the e-mail message for a malformed address', async () => {
    const response = await app.call<{ message: string }>(routes.forgotPassword, {
      body: { email: 'not-an-address' },
      headers: newClient(),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(messages.invalidEmail);
  });

  it('mails one account at most three links an hour, and answers every request the same', async () => {
    const target = await buildUser(app.db);
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await requestReset(app, target.email));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await mailsTo(app, target.email)).toHaveLength(3);
  });

  it.each(['password', 'password1', 'qwertyuiop', '12345678'])(
    'refuses the common password %s and says why',
    async (weak) => {
      const target = await buildUser(app.db);
      await requestReset(app, target.email);
      const response = await reset(app, await resetCodeFor(app, target.email), weak);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(messages.weakPassword);
      expect((await customAuth(app, target.email, weak)).status).toBe(401);
    },
  );
});
