import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256-0123';
const tokens = new TokenService(secret, '1h');
const claims = { userId: 7, version: 2, scope: 'full' as const, impersonatedBy: null };

function forge(header: object, payload: object, key = secret): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const signingInput = `${encode(header)}.${encode(payload)}`;
  return `${signingInput}.${createHmac('sha256', key).update(signingInput).digest('base64url')}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('TokenService', () => {
  it('verifies what it signs, with its claims and a session id', async () => {
    const verified = await tokens.verify(await tokens.sign(claims));
    expect(verified).toMatchObject({ userId: 7, version: 2, scope: 'full', impersonatedBy: null });
    expect(verified?.sessionId).toHaveLength(32);
    expect(verified?.expiresAt).toBeGreaterThan(Date.now());
  });

  it('accepts a token jose signs the same way (the format is standard HS256 JWT)', async () => {
    const token = await new SignJWT({ ver: 1, scope: 'enrol', imp: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('9')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(token)).toMatchObject({ userId: 9, scope: 'enrol', impersonatedBy: 3 });
  });

  it('refuses a changed payload, another key, and a token cut short', async () => {
    const token = await tokens.sign(claims);
    const [header, , signature] = token.split('.');
    const otherBody = Buffer.from(
      JSON.stringify({ sub: '1', ver: 2, scope: 'full', exp: inAnHour() }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${otherBody}.${signature}`)).toBeUndefined();
    expect(await new TokenService(`${secret}-other`, '1h').verify(token)).toBeUndefined();
    expect(await tokens.verify(token.slice(0, -2))).toBeUndefined();
    expect(await tokens.verify(`${token}.extra`)).toBeUndefined();
    expect(await tokens.verify('')).toBeUndefined();
  });

  it('refuses another algorithm, including none, even with a valid HMAC', async () => {
    const payload = { sub: '7', ver: 2, scope: 'full', exp: inAnHour() };
    expect(await tokens.verify(forge({ alg: 'HS256' }, payload))).toBeDefined();
    expect(await tokens.verify(forge({ alg: 'none' }, payload))).toBeUndefined();
    expect(await tokens.verify(forge({ alg: 'HS512' }, payload))).toBeUndefined();
    expect(await tokens.verify(forge({ alg: 'HS256', crit: ['b64'] }, payload))).toBeUndefined();
    const unsigned = forge({ alg: 'none' }, payload).split('.').slice(0, 2).join('.');
    expect(await tokens.verify(`${unsigned}.`)).toBeUndefined();
  });

  it('refuses an expired token, one without exp, one not valid yet, and unknown scopes', async () => {
    const now = Math.floor(Date.now() / 1000);
    const base = { sub: '7', ver: 2, scope: 'full' };
    expect(await tokens.verify(forge({ alg: 'HS256' }, { ...base, exp: now - 1 }))).toBeUndefined();
    expect(await tokens.verify(forge({ alg: 'HS256' }, base))).toBeUndefined();
    expect(
      await tokens.verify(forge({ alg: 'HS256' }, { ...base, exp: inAnHour(), nbf: now + 600 })),
    ).toBeUndefined();
    expect(
      await tokens.verify(forge({ alg: 'HS256' }, { ...base, exp: inAnHour(), scope: 'root' })),
    ).toBeUndefined();
    expect(
      await tokens.verify(forge({ alg: 'HS256' }, { ...base, exp: inAnHour(), sub: 'x' })),
    ).toBeUndefined();
  });

  it('refuses a signature that decodes the same but is not written canonically', async () => {
    const token = await tokens.sign(claims);
    // base64url of 32 bytes leaves 2 spare bits in the last character: a different last character
    // can decode to the same bytes, and must still be refused.
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(await tokens.verify(`${token.slice(0, -1)}${sibling}`)).toBeUndefined();
  });
});
