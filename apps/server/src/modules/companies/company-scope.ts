import { RoleId } from '@spatium/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { companies, companyMembers } from './companies.schema.ts';

/** How the actor stands to one company: the one fact every company-level policy starts from. */
export type CompanyRelation = 'admin' | 'companyAdmin' | 'member' | 'none';

/** The actor's companies, loaded once per request. */
export interface CompanyScope {
  actor: Actor;
  isAdmin: boolean;
  memberOf: number[];
  /** Companies whose admin list holds the actor's e-mail (SPEC §6). */
  adminOf: number[];
}

export async function loadCompanyScope(db: Executor, actor: Actor): Promise<CompanyScope> {
  const [memberRows, adminRows] = await Promise.all([
    db
      .select({ id: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, actor.id)),
    db
      .select({ id: companies.id })
      .from(companies)
      // E-mail addresses compare case-insensitively, as at sign-in.
      .where(sql`lower(${actor.email}) = ANY (SELECT lower(a) FROM unnest(${companies.admins}) a)`),
  ]);
  return {
    actor,
    isAdmin: actor.roleId === RoleId.admin,
    memberOf: memberRows.map((r) => r.id),
    adminOf: adminRows.map((r) => r.id),
  };
}

export function relationTo(scope: CompanyScope, companyId: number): CompanyRelation {
  if (scope.isAdmin) return 'admin';
  if (scope.adminOf.includes(companyId)) return 'companyAdmin';
  if (scope.memberOf.includes(companyId)) return 'member';
  return 'none';
}

/** What a company-level collection allows, per relation; `none` is never allowed (404). */
export interface CollectionPolicy {
  read: readonly CompanyRelation[];
  write: readonly CompanyRelation[];
}

/**
 * The company-level collections (tokens, hotspots, groups, places, integrations) share one rule
 * shape: role 5 nothing (SPEC §6), another company's rows look missing, and the resource's policy
 * says which relations may read or write.
 */
export class CompanyCollectionAccess {
  readonly scope: CompanyScope;
  private readonly policy: CollectionPolicy;
  private readonly what: string;

  constructor(scope: CompanyScope, policy: CollectionPolicy, what: string) {
    // SPEC §6: the restricted role loads only files and annotation styles.
    if (scope.actor.roleId === RoleId.restricted) throw forbidden();
    this.scope = scope;
    this.policy = policy;
    this.what = what;
  }

  /** The companies a list may show: undefined means every company (role 3 without ?company=). */
  readableCompanies(requested: number | undefined): number[] | undefined {
    if (requested !== undefined) {
      this.assert('read', requested);
      return [requested];
    }
    if (this.scope.isAdmin) return undefined;
    const candidates = [...new Set([...this.scope.memberOf, ...this.scope.adminOf])];
    const readable = candidates.filter((id) => this.policy.read.includes(relationTo(this.scope, id)));
    if (readable.length === 0 && candidates.length > 0) throw forbidden();
    return readable;
  }

  /** The company a new row goes to: the one asked for, else the actor's active company. */
  async targetCompany(db: Executor, requested: number | undefined): Promise<number> {
    const companyId = requested ?? this.scope.actor.companyId;
    if (companyId === null) throw notFound('The company');
    this.assert('write', companyId);
    // Role 3 may name any id; it must still be a company.
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!row) throw notFound('The company');
    return companyId;
  }

  /** Another company's row answers 404, a row of your company you may not touch 403. */
  assert(action: 'read' | 'write', companyId: number): void {
    const relation = relationTo(this.scope, companyId);
    if (relation === 'none') throw notFound(this.what);
    if (!this.policy[action].includes(relation)) throw forbidden();
  }

  may(action: 'read' | 'write', companyId: number): boolean {
    return this.policy[action].includes(relationTo(this.scope, companyId));
  }
}
