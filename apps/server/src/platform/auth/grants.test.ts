import { describe, expect, it } from 'vitest';
import { signGrant, verifyGrant } from './grants.ts';

const secret = 'a-test-secret';
const now = Date.UTC(2026, 10, 25, 10, 15);

describe('signed grants', () => {
  it('verify for the resource they were made for, naming their subject', () => {
    const grant = signGrant(secret, 'tour-file:3:45', 'anonymous', now);
    expect(verifyGrant(secret, 'tour-file:3:45', grant, now)?.subject).toBe('anonymous');
  });

  it('expire on the hour six to seven hours after they are made, so URLs stay stable for a while', () => {
    const grant = signGrant(secret, 'tiles:1', 'u7', now);
    const { expires } = verifyGrant(secret, 'tiles:1', grant, now)!;
    expect(expires % 3600).toBe(0);
    expect(expires * 1000 - now).toBeGreaterThanOrEqual(6 * 3600_000);
    expect(signGrant(secret, 'tiles:1', 'u7', now + 60_000)).toBe(grant);
    expect(verifyGrant(secret, 'tiles:1', grant, expires * 1000 + 1)).toBeUndefined();
  });

  it('open nothing else: another resource, another subject, a forged signature or another secret', () => {
    const grant = signGrant(secret, 'tour-file:3:45', 'v1234', now);
    const [expires, , signature] = grant.split('.');
    expect(verifyGrant(secret, 'tour-file:3:46', grant, now)).toBeUndefined();
    expect(verifyGrant(secret, 'tour-file:3:45', `${expires}.anonymous.${signature}`, now)).toBeUndefined();
    expect(verifyGrant(secret, 'tour-file:3:45', `${expires}.v1234.${signature}x`, now)).toBeUndefined();
    expect(verifyGrant('another-secret', 'tour-file:3:45', grant, now)).toBeUndefined();
    expect(verifyGrant(secret, 'tour-file:3:45', 'not-a-grant', now)).toBeUndefined();
  });
});
