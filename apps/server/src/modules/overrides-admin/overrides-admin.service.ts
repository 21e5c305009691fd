import type { Overrides } from '@spatium/contracts';
import { asc, eq } from 'drizzle-orm';
import type { ModuleContext } from '../../context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { getOverrides } from '../settings/index.ts';
import { overrides } from '../settings/settings.schema.ts';

type Flags = Omit<Overrides, 'domain' | 'analytics_url'>;
type Row = typeof overrides.$inferInsert;

/** API field → column; the public GET /overrides (settings module) reads the same columns. */
const columns: Record<keyof Flags, keyof Row> = {
  disable_chat: 'disableChat',
  disable_terms: 'disableTerms',
  disable_2fa: 'disable2fa',
  disable_snapshots: 'disableSnapshots',
  disable_smartwater: 'disableSmartwater',
  disable_issues: 'disableIssues',
  disable_apps: 'disableApps',
  disable_chatbot: 'disableChatbot',
  disable_language_switcher: 'disableLanguageSwitcher',
  disable_tree_menu: 'disableTreeMenu',
  disable_legal: 'disableLegal',
  maintenance_mode: 'maintenanceMode',
};

/** Role 3 edits the per-domain switches (SPEC §3); the route's capability checks the role. */
export class OverridesAdminService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  async list(): Promise<Overrides[]> {
    const rows = await this.ctx.db
      .select({ domain: overrides.domain })
      .from(overrides)
      .orderBy(asc(overrides.domain));
    return Promise.all(rows.map((r) => getOverrides(this.ctx.db, r.domain, this.ctx.config)));
  }

  /** Creates the domain's row on first use; only the switches given change. */
  async save(domain: string, flags: Partial<Flags>): Promise<Overrides> {
    const changes: Partial<Row> = {};
    for (const [field, value] of Object.entries(flags) as [keyof Flags, boolean | undefined][]) {
      if (value !== undefined) (changes as Record<string, unknown>)[columns[field]] = value;
    }
    await this.ctx.db
      .insert(overrides)
      .values({ domain, ...changes })
      .onConflictDoUpdate({ target: overrides.domain, set: { ...changes, updatedAt: new Date() } });
    return getOverrides(this.ctx.db, domain, this.ctx.config);
  }

  async remove(domain: string): Promise<void> {
    const deleted = await this.ctx.db
      .delete(overrides)
      .where(eq(overrides.domain, domain))
      .returning({ id: overrides.id });
    if (deleted.length === 0) throw notFound('The override');
  }
}
