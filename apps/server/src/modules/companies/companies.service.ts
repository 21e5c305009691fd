import type { Company, ListQuery, MenuLink } from '@spatium/contracts';
import { messages } from '@spatium/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { withPreviews } from '../files/index.ts';
import { users } from '../users/users.schema.ts';
import { companiesPolicy } from './companies.policy.ts';
import { presentCompany } from './companies.presenter.ts';
import {
  type CompanyRow,
  companyImpact,
  countsFor,
  deleteCompanyCascade,
  findCompany,
  insertCompany,
  listCompanies,
  listCompanyTitles,
  memberIds,
  updateCompany,
} from './companies.repository.ts';
import { companyMembers } from './companies.schema.ts';
import { loadActorScope, relationTo } from './company-scope.ts';

export interface CompanyChanges {
  title?: string | undefined;
  admins?: string[] | undefined;
  departments?: string[] | undefined;
  settings?: { start_at: string | null } | undefined;
  issues?: { enabled: boolean } | undefined;
  chat?: { enabled: boolean } | undefined;
  chatbot?: { enabled: boolean } | undefined;
  floorplans?: { enabled: boolean } | undefined;
  overridemenu?: { enabled: boolean; data: MenuLink[] } | undefined;
  mandatory_2fa?: boolean | undefined;
}

/** Deep equality regardless of key order: jsonb does not keep the order a value was written in. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

export class CompaniesService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  /** Role 3: every company; anyone else: the companies they belong to. */
  async light(actor: Actor) {
    const scope = await loadActorScope(this.ctx.db, actor);
    return listCompanyTitles(
      this.ctx.db,
      scope.isAdmin ? undefined : [...new Set([...scope.memberOf, ...scope.adminOf])],
    );
  }

  async list(actor: Actor, query: ListQuery): Promise<Company[]> {
    const scope = await loadActorScope(this.ctx.db, actor);
    if (!scope.isAdmin && scope.adminOf.length === 0) throw forbidden();
    const rows = await listCompanies(this.ctx.db, scope.isAdmin ? undefined : scope.adminOf, query);
    const counts = await countsFor(
      this.ctx.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      presentCompany(row, counts.get(row.id)!, companiesPolicy.abilities(relationTo(scope, row.id))),
    );
  }

  async get(actor: Actor, id: number): Promise<Company> {
    const scope = await loadActorScope(this.ctx.db, actor);
    const relation = companiesPolicy.assertView(scope, id);
    const row = await findCompany(this.ctx.db, id);
    if (!row) throw notFound('The company');
    return this.present(row, companiesPolicy.abilities(relation));
  }

  async create(input: { title: string; admins: string[] }): Promise<Company> {
    const row = await this.ctx.db.transaction(async (tx) => {
      const created = await insertCompany(tx, { title: input.title, admins: input.admins });
      await addAdminsAsMembers(tx, created.id, input.admins);
      return created;
    });
    return this.present(row, companiesPolicy.abilities('admin'));
  }

  /** Role 3 changes anything; a company admin only the settings part (SPEC §5: no change refused). */
  async update(actor: Actor, id: number, changes: CompanyChanges): Promise<Company> {
    const scope = await loadActorScope(this.ctx.db, actor);
    const relation = companiesPolicy.assertView(scope, id);
    const row = await findCompany(this.ctx.db, id);
    if (!row) throw notFound('The company');
    const set: Partial<CompanyRow> = {};
    if (changes.title !== undefined && changes.title !== row.title) set.title = changes.title;
    if (changes.admins !== undefined && !same(changes.admins, row.admins)) set.admins = changes.admins;
    if (
      (set.title !== undefined || set.admins !== undefined) &&
      !companiesPolicy.mayUpdateEverything(relation)
    ) {
      throw forbidden('Only an administrator can change the company name or its admins.');
    }
    if (changes.departments && !same(changes.departments, row.departments))
      set.departments = changes.departments;
    if (changes.settings && !same(changes.settings.start_at, row.settings.start_at ?? null)) {
      set.settings = { ...row.settings, start_at: changes.settings.start_at };
    }
    if (changes.issues && changes.issues.enabled !== row.issuesEnabled)
      set.issuesEnabled = changes.issues.enabled;
    if (changes.chat && changes.chat.enabled !== row.chatEnabled) set.chatEnabled = changes.chat.enabled;
    if (changes.chatbot && changes.chatbot.enabled !== row.chatbotEnabled) {
      set.chatbotEnabled = changes.chatbot.enabled;
    }
    if (changes.floorplans && changes.floorplans.enabled !== row.floorplans.enabled) {
      set.floorplans = { ...row.floorplans, enabled: changes.floorplans.enabled };
    }
    if (changes.overridemenu && !same(changes.overridemenu, row.overridemenu)) {
      set.overridemenu = changes.overridemenu as CompanyRow['overridemenu'];
    }
    if (changes.mandatory_2fa !== undefined && changes.mandatory_2fa !== row.mandatory2fa) {
      set.mandatory2fa = changes.mandatory_2fa;
    }
    if (Object.keys(set).length === 0) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    const updated = await this.ctx.db.transaction(async (tx) => {
      const result = await updateCompany(tx, id, set);
      if (set.admins) await addAdminsAsMembers(tx, id, set.admins);
      return result!;
    });
    // Profiles carry the company's switches and whether one is its admin.
    this.ctx.realtime.toCompany(id).emit('refetch', { models: ['companies', 'profile'] });
    return this.present(updated, companiesPolicy.abilities(relation));
  }

  async impact(id: number) {
    if (!(await findCompany(this.ctx.db, id))) throw notFound('The company');
    return companyImpact(this.ctx.db, id);
  }

  /** One transaction for the company and all it holds; its files leave storage after commit. */
  async remove(id: number): Promise<void> {
    const { keys, members } = await this.ctx.db.transaction(async (tx) => {
      if (!(await findCompany(tx, id))) throw notFound('The company');
      const members = await memberIds(tx, id);
      return { keys: await deleteCompanyCascade(tx, id), members };
    });
    await deleteStoredFiles(this.ctx, keys);
    await Promise.all(members.map((userId) => this.ctx.realtime.accessChanged(userId)));
  }

  private async present(row: CompanyRow, abilities: { update: boolean; delete: boolean }) {
    const counts = await countsFor(this.ctx.db, [row.id]);
    return presentCompany(row, counts.get(row.id)!, abilities);
  }
}

/** Admins are members too, so the company shows among their companies. */
async function addAdminsAsMembers(db: Executor, companyId: number, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  const lower = emails.map((e) => e.toLowerCase());
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lower));
  if (found.length === 0) return;
  await db
    .insert(companyMembers)
    .values(found.map((u) => ({ companyId, userId: u.id })))
    .onConflictDoNothing();
}

/** A file that cannot be removed now is logged, not fatal: the rows are already gone. */
export async function deleteStoredFiles(ctx: ModuleContext, keys: string[]): Promise<void> {
  for (const key of withPreviews(keys)) {
    await ctx.storage.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, 'a deleted file could not be removed from storage');
    });
  }
}
