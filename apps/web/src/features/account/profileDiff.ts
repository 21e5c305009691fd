import type { Profile } from '@spatium/contracts';

export interface ProfileDraft {
  username: string;
  firstname: string;
  lastname: string;
  telephone: string;
}

type Body = {
  username?: string;
  details?: { firstname?: string; lastname?: string; telephone?: string };
};

/** Only the fields that differ from the profile (PUT users/me takes just those), or null when none do. */
export function changedProfileFields(profile: Profile, draft: ProfileDraft): Body | null {
  const body: Body = {};
  const username = draft.username.trim();
  if (username !== profile.username) body.username = username;
  const details: NonNullable<Body['details']> = {};
  for (const field of ['firstname', 'lastname', 'telephone'] as const) {
    const value = draft[field].trim();
    if (value !== profile.details[field]) details[field] = value;
  }
  if (Object.keys(details).length > 0) body.details = details;
  return Object.keys(body).length > 0 ? body : null;
}
