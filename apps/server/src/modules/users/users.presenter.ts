import { type Profile, type PublicUser, type RoleId, roleNames } from '@spatium/contracts';
import { namesAdmin } from '../companies/index.ts';
import type { CompanyRow, UserRow } from './users.repository.ts';

function avatarUrl(user: UserRow): string | null {
  return user.avatarKey ? `/api/${user.avatarKey}` : null;
}

function role(id: number) {
  return { id, name: roleNames[id as RoleId] ?? 'Unknown' };
}

/** The signed-in user's own profile: the only place a user row becomes a Profile. */
export function presentProfile(
  user: UserRow,
  company: CompanyRow | undefined,
  companies: { id: number; title: string }[],
  visible: { subprojects: number[]; subprojectsMore: boolean; maps: number[]; mapsMore: boolean },
): Profile {
  const avatar = avatarUrl(user);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    role: role(user.roleId),
    company: company
      ? {
          id: company.id,
          title: company.title,
          issues: { enabled: company.issuesEnabled },
          chat: { enabled: company.chatEnabled },
          chatbot: { enabled: company.chatbotEnabled },
          floorplans: { enabled: company.floorplans.enabled },
          // Members get the links only while the menu is on: it is what their sidebar shows.
          overridemenu: {
            enabled: company.overridemenu.enabled,
            data: company.overridemenu.enabled ? company.overridemenu.data : [],
          },
          settings: { start_at: company.settings.start_at ?? null },
        }
      : null,
    companies,
    is_company_admin: namesAdmin(company?.admins, user.email),
    myfolders: user.myfolders,
    preferences: { ...user.preferences, avatar },
    details: { ...user.details, avatar },
    trial_mode: user.trialMode,
    trial_expiration: user.trialExpiration?.toISOString() ?? null,
    last_acceptance: user.lastAcceptance,
    terms: user.terms,
    twofa_enabled: user.totpSecret !== null,
    mandatory_2fa: user.mandatory2fa || (company?.mandatory2fa ?? false),
    oldsubprojects: visible.subprojects,
    oldsubprojects_more: visible.subprojectsMore,
    maps: visible.maps,
    maps_more: visible.mapsMore,
    created_at: user.createdAt.toISOString(),
  };
}

export function presentPublicUser(user: UserRow, company: CompanyRow | undefined): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: role(user.roleId),
    details: { ...user.details, avatar: avatarUrl(user) },
    company: company ? { id: company.id, title: company.title } : null,
  };
}
