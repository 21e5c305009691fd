import {
  type Agreement,
  type ListQuery,
  localeDirection,
  locales,
  type Overrides,
  parseSort,
} from '@spatium/contracts';
import { asc, desc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { agreements, overrides } from './settings.schema.ts';

/** The switches for a domain; a domain without a row gets the defaults (apps off, all else on). */
export async function getOverrides(
  db: Executor,
  domain: string,
  deployment: { analyticsUrl?: string | undefined } = {},
): Promise<Overrides> {
  const [row] = domain
    ? await db.select().from(overrides).where(eq(overrides.domain, domain.toLowerCase()))
    : [];
  return {
    domain,
    disable_chat: row?.disableChat ?? false,
    disable_terms: row?.disableTerms ?? false,
    disable_2fa: row?.disable2fa ?? false,
    disable_snapshots: row?.disableSnapshots ?? false,
    disable_smartwater: row?.disableSmartwater ?? false,
    disable_issues: row?.disableIssues ?? false,
    disable_apps: row?.disableApps ?? true,
    disable_chatbot: row?.disableChatbot ?? false,
    disable_language_switcher: row?.disableLanguageSwitcher ?? false,
    disable_tree_menu: row?.disableTreeMenu ?? false,
    disable_legal: row?.disableLegal ?? false,
    maintenance_mode: row?.maintenanceMode ?? false,
    analytics_url: deployment.analyticsUrl ?? null,
  };
}

const agreementColumns = {
  id: agreements.id,
  version: agreements.version,
  published_at: agreements.publishedAt,
} as const;

function presentAgreement(row: typeof agreements.$inferSelect): Agreement {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    body: row.body,
    published_at: row.publishedAt.toISOString(),
  };
}

export async function listAgreements(db: Executor, query: ListQuery): Promise<Agreement[]> {
  const sort = parseSort(query._sort) ?? { field: 'id', direction: 'desc' as const };
  const column = agreementColumns[sort.field as keyof typeof agreementColumns];
  if (!column)
    throw badRequest(`Agreements cannot be sorted by ${sort.field}. Use id, version or published_at.`);
  const rows = await db
    .select()
    .from(agreements)
    .orderBy(sort.direction === 'desc' ? desc(column) : asc(column))
    .limit(query._limit === -1 ? 10_000 : query._limit)
    .offset(query._start);
  return rows.map(presentAgreement);
}

export async function latestAgreementVersion(db: Executor): Promise<number | null> {
  const [row] = await db.select({ version: max(agreements.version) }).from(agreements);
  return row?.version ?? null;
}

/** A new version makes everyone accept again (their last_acceptance no longer matches). */
export async function publishAgreement(
  db: Executor,
  input: { title: string; body: string },
): Promise<Agreement> {
  return db.transaction(async (tx) => {
    // Serialise publishers so two never take the same version number.
    await tx.execute(sql`LOCK TABLE agreements IN SHARE ROW EXCLUSIVE MODE`);
    const version = ((await latestAgreementVersion(tx)) ?? 0) + 1;
    const [row] = await tx
      .insert(agreements)
      .values({ version, ...input })
      .returning();
    return presentAgreement(row!);
  });
}

export async function findAgreementVersion(db: Executor, version: number): Promise<void> {
  const [row] = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(eq(agreements.version, version));
  if (!row) throw notFound('That agreement version');
}

export function listLocales() {
  return locales.map((locale, index) => ({
    id: index + 1,
    code: locale.code,
    name: locale.name,
    isDefault: index === 0,
    dir: localeDirection(locale.code),
  }));
}
