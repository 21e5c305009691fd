import { can, type Profile } from '@spatium/contracts';

/** The sections of the administration, in navigation order. */
export const adminSectionKeys = [
  'companies',
  'users',
  'tokens',
  'hotspots',
  'roles',
  'tags',
  'locales',
  'groups',
  'places',
  'integrations',
  'overrides',
  'agreements',
  'quotes',
  'company',
  'analytics',
] as const;
export type AdminSectionKey = (typeof adminSectionKeys)[number];

type Viewer = Pick<Profile, 'is_company_admin' | 'company'> & { role: { id: number } };

/** Whether the viewer administers their active company (SPEC §6: e-mail in its admin list). */
export function isCompanyAdmin(profile: Viewer): boolean {
  return profile.is_company_admin && profile.company !== null;
}

/**
 * Which sections a viewer may open. Role 3 sees everything (the capability table says so); a company admin
 * sees only their own company's page. The server enforces the same, this only hides what would fail.
 */
export function canSeeAdminSection(profile: Viewer | undefined, section: AdminSectionKey): boolean {
  if (!profile) return false;
  const role = profile.role.id;
  switch (section) {
    case 'company':
    case 'analytics':
      return can(role, 'admin.catalogue') || isCompanyAdmin(profile);
    case 'users':
      return can(role, 'users.read.any');
    case 'overrides':
      return can(role, 'overrides.edit');
    case 'agreements':
      return can(role, 'agreements.publish');
    case 'quotes':
      return can(role, 'quotes.manage');
    default:
      return can(role, 'admin.catalogue');
  }
}

export function visibleAdminSections(profile: Viewer | undefined): AdminSectionKey[] {
  return adminSectionKeys.filter((section) => canSeeAdminSection(profile, section));
}

/** Whether the administration shows up at all (navigation entry and the /admin guard). */
export function canSeeAdmin(profile: Viewer | undefined): boolean {
  return visibleAdminSections(profile).length > 0;
}
