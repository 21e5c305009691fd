import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed tile grants. A grant names one panorama, an expiry and who it was made for (`u<user id>`
 * or `v<visitor id>`); tours hand them out only for scenes the caller may open, so a locked scene's
 * tiles cannot be fetched before its quiz is passed. The grant sits in the path, because the viewer
 * appends `/{level}/{col}_{row}.jpg` to the base URL.
 */
const GRANT_SECONDS = 6 * 3600;
// Expiries round to the hour so that URLs, and with them browser caches, stay stable for a while.
const ROUND_SECONDS = 3600;

export type GrantSubject = `u${number}` | `v${string}` | 'anonymous';

export function signTileGrant(
  secret: string,
  panoramaId: number,
  subject: GrantSubject,
  now = Date.now(),
): string {
  const expires = Math.ceil((now / 1000 + GRANT_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
  return `${expires}.${subject}.${signature(secret, panoramaId, expires, subject)}`;
}

/** The grant's expiry (seconds) if it is valid for this panorama now; undefined otherwise. */
export function verifyTileGrant(secret: string, panoramaId: number, grant: string, now = Date.now()) {
  const [expiresText, subject, given] = grant.split('.');
  const expires = Number(expiresText);
  if (!subject || !given || !Number.isInteger(expires) || expires * 1000 < now) return undefined;
  const expected = Buffer.from(signature(secret, panoramaId, expires, subject));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return expires;
}

function signature(secret: string, panoramaId: number, expires: number, subject: string): string {
  return createHmac('sha256', secret).update(`tiles:${panoramaId}:${expires}:${subject}`).digest('base64url');
}
