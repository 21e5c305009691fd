import { type GrantSubject, signGrant, verifyGrant } from '../../platform/auth/grants.ts';

/**
 * Signed tile grants. A grant names one panorama; tours hand them out only for scenes the caller
 * may open, so a locked scene's tiles cannot be fetched before its quiz is passed. The grant sits in
 * the path, because the viewer appends `/{level}/{col}_{row}.jpg` to the base URL.
 */
export function signTileGrant(
  secret: string,
  panoramaId: number,
  subject: GrantSubject,
  now = Date.now(),
): string {
  return signGrant(secret, `tiles:${panoramaId}`, subject, now);
}

/** The grant's expiry (seconds) if it is valid for this panorama now; undefined otherwise. */
export function verifyTileGrant(secret: string, panoramaId: number, grant: string, now = Date.now()) {
  return verifyGrant(secret, `tiles:${panoramaId}`, grant, now)?.expires;
}
