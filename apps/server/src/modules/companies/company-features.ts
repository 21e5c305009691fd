import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { getOverrides } from '../settings/index.ts';
import { companies } from './companies.schema.ts';
import type { ActorScope } from './company-scope.ts';

// The chatbot lives in the chat, so it needs chat switched on as well as its own flag.
export type CompanyFeature = 'issues' | 'chat' | 'chatbot';

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
  const { companyId, isOn } = await featureState(db, scope, feature, domain);
  if (!isOn) throw new HttpError(403, disabledMessage, `${feature}.disabled`);
  return companyId;
}

/** Whether a feature is on in the caller's active company on this domain (404 without a company). */
export async function hasCompanyFeature(
  db: Executor,
  scope: ActorScope,
  feature: CompanyFeature,
  domain: string,
): Promise<boolean> {
  return (await featureState(db, scope, feature, domain)).isOn;
}

async function featureState(db: Executor, scope: ActorScope, feature: CompanyFeature, domain: string) {
  const companyId = scope.actor.companyId;
  if (companyId === null || !scope.memberOf.includes(companyId)) throw notFound('Your company');
  const isOn = await companyFeatureIsOn(db, companyId, feature, domain);
  if (isOn === null) throw notFound('Your company');
  return { companyId, isOn };
}

/**
 * Whether a feature is on for a given company on this domain, whoever asks (null: no such company).
 * For content of a company shown to others, such as issues placed on its floor plans.
 */
export async function companyFeatureIsOn(
  db: Executor,
  companyId: number,
  feature: CompanyFeature,
  domain: string,
): Promise<boolean | null> {
  const [[company], overrides] = await Promise.all([
    db
      .select({
        issues: companies.issuesEnabled,
        chat: companies.chatEnabled,
        chatbot: companies.chatbotEnabled,
      })
      .from(companies)
      .where(eq(companies.id, companyId)),
    getOverrides(db, domain),
  ]);
  if (!company) return null;
  const chatIsOn = company.chat && !overrides.disable_chat;
  return {
    issues: company.issues && !overrides.disable_issues,
    chat: chatIsOn,
    chatbot: chatIsOn && company.chatbot && !overrides.disable_chatbot,
  }[feature];
}
