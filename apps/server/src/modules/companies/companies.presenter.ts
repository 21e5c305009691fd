import type { Company } from '@spatium/contracts';
import type { CompanyCounts, CompanyRow } from './companies.repository.ts';

/** The only place a company row becomes the API's Company. */
export function presentCompany(
  row: CompanyRow,
  counts: CompanyCounts,
  abilities: { update: boolean; delete: boolean },
): Company {
  return {
    id: row.id,
    title: row.title,
    admins: row.admins,
    users: counts.users,
    oldprojects: counts.oldprojects,
    departments: row.departments,
    settings: { start_at: row.settings.start_at ?? null },
    issues: { enabled: row.issuesEnabled },
    chat: { enabled: row.chatEnabled },
    chatbot: { enabled: row.chatbotEnabled },
    floorplans: { enabled: row.floorplans.enabled },
    overridemenu: { enabled: row.overridemenu.enabled, data: row.overridemenu.data },
    mandatory_2fa: row.mandatory2fa,
    created_at: row.createdAt.toISOString(),
    abilities,
  };
}
