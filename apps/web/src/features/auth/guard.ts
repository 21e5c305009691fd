import { can, type Profile } from '@spatium/contracts';

/**
 * SPEC §2: a visitor who is not signed in may stay on a path that contains one of these; else → /login.
 * '/terms' is ours, not the spec's: the public legal page links to the terms (docs/DECISIONS.md).
 */
export const publicPathFragments = [
  '/v/',
  '/login',
  '/story',
  '/viewer',
  '/pc_viewer',
  '/bim_viewer',
  'forgot-p',
  '3dviewer',
  'private-story',
  'newpassword',
  'user_invite',
  '/maintenance',
  '/publictours',
  '/legal',
  '/terms',
] as const;

export function isPublicPath(pathname: string): boolean {
  return publicPathFragments.some((fragment) => pathname.includes(fragment));
}

/** SPEC §4: the trial is over when trial_mode is on and now is after trial_expiration. */
export function isTrialOver(
  profile: Pick<Profile, 'trial_mode' | 'trial_expiration'>,
  now = Date.now(),
): boolean {
  if (!profile.trial_mode || !profile.trial_expiration) return false;
  const expires = Date.parse(profile.trial_expiration);
  return !Number.isNaN(expires) && now > expires;
}

/**
 * Where a user lands after sign-in (SPEC §2): the company's settings.start_at when set; else /mypanel
 * for a user with sub-projects, /no_p for one without; the dashboard for a role that sees no content.
 */
export function startPath(profile: Pick<Profile, 'company' | 'role' | 'oldsubprojects'>): string {
  const startAt = profile.company?.settings.start_at?.trim();
  if (startAt) return startAt.startsWith('/') ? startAt : `/${startAt}`;
  if (!can(profile.role.id, 'content.read')) return '/dashboard';
  return profile.oldsubprojects.length > 0 ? '/mypanel' : '/no_p';
}
