import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { getOverrides } from '../settings/index.ts';
import { companies } from './companies.schema.ts';
import type { ActorScope } from './company-scope.ts';

export type CompanyFeature = 'issues' | 'chat';

/**
 * SPEC §6: issues and chat exist only where the company enables them and the domain's override does
 * not disable them. They work in the caller's active company, which the caller must be a member of
 * (role 3 included: chat and issues are a company's own conversation, not catalogue to administer).
 * Answers the company's id, or throws 404 (no company) / 403 `<feature>.disabled`.
 */
export async function companyWithFeature(
  db: Executor,
  scope: ActorScope,
  feature: CompanyFeature,
  domain: string,
  disabledMessage: string,
): Promise<number> {
  const companyId = scope.actor.companyId;
  if (companyId === null || !scope.memberOf.includes(companyId)) throw notFound('Your company');
  const [[company], overrides] = await Promise.all([
    db
      .select({ issues: companies.issuesEnabled, chat: companies.chatEnabled })
      .from(companies)
      .where(eq(companies.id, companyId)),
    getOverrides(db, domain),
  ]);
  if (!company) throw notFound('Your company');
  const disabledHere = feature === 'issues' ? overrides.disable_issues : overrides.disable_chat;
  if (!company[feature] || disabledHere) throw new HttpError(403, disabledMessage, `${feature}.disabled`);
  return companyId;
}
