import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed grants: `<expiry>.<subject>.<signature>` over one resource (`tiles:12`, `tour-file:3:45`),
 * an expiry and who it was made for (`u<user id>`, `v<visitor id>`, `s<share link id>` or `anonymous`). They go into
 * URLs a browser fetches without a token: tiles, a tour's plan, a hotspot's document.
 */
const GRANT_SECONDS = 6 * 3600;
// Expiries round to the hour so that URLs, and with them browser caches, stay stable for a while.
const ROUND_SECONDS = 3600;

export type GrantSubject = `u${number}` | `v${string}` | `s${number}` | 'anonymous';

export function signGrant(secret: string, resource: string, subject: GrantSubject, now = Date.now()): string {
  const expires = Math.ceil((now / 1000 + GRANT_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
  return `${expires}.${subject}.${signature(secret, resource, expires, subject)}`;
}

/** The grant's expiry (seconds) and subject if it is valid for this resource now; undefined otherwise. */
export function verifyGrant(
  secret: string,
  resource: string,
  grant: string,
  now = Date.now(),
): { expires: number; subject: GrantSubject } | undefined {
  const [expiresText, subject, given] = grant.split('.');
  const expires = Number(expiresText);
  if (!subject || !given || !Number.isInteger(expires) || expires * 1000 < now) return undefined;
  const expected = Buffer.from(signature(secret, resource, expires, subject));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return { expires, subject: subject as GrantSubject };
}

function signature(secret: string, resource: string, expires: number, subject: string): string {
  return createHmac('sha256', secret).update(`${resource}:${expires}:${subject}`).digest('base64url');
}
