import { type Capability, type CapabilityHolder, canEverywhere, canIn } from '@spatium/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { companies, companyMembers } from './companies.schema.ts';
import type { CompanyCollection, CompanyTable } from './company-collection.repository.ts';

/**
 * SPEC §6: a company admin is a user whose e-mail is in the company's admin list. The list may hold
 * addresses as typed, so they compare case-insensitively, as at sign-in. These functions are the
 * only place that rule is written: in SQL, and for a row already loaded.
 */
export function adminListNames(admins: SQL | typeof companies.admins, email: SQL | string): SQL {
  return sql`lower(${email}) = ANY (SELECT lower(a) FROM unnest(${admins}) a)`;
}
/** The admin list without `email`: for a user who leaves the company or deletes their account. */
export function adminListWithout(admins: typeof companies.admins, email: string): SQL {
  return sql`array(SELECT a FROM unnest(${admins}) a WHERE lower(a) <> ${email.toLowerCase()})`;
}
export function namesAdmin(admins: readonly string[] | undefined, email: string): boolean {
  const wanted = email.toLowerCase();
  return admins?.some((admin) => admin.toLowerCase() === wanted) ?? false;
}

/** How the actor stands to one company: the one fact every company-level policy starts from. */
export type CompanyRelation = 'admin' | 'companyAdmin' | 'member' | 'none';

/**
 * Who is calling, with what every policy asks about them, loaded once per request: the one place a
 * session's actor becomes a role, companies and company-admin rights. Sub-project grants are asked of
 * the database where they are needed (content.access.ts), never loaded in bulk.
 */
export interface ActorScope extends CapabilityHolder {
  actor: Actor;
  userId: number;
  /** Holds every capability in every company (role 3): sees every company and sub-project. */
  isAdmin: boolean;
  memberOf: number[];
  /** Companies whose admin list names the actor. */
  adminOf: number[];
}

/** One round trip for both lists: every signed-in catalogue call starts here. */
export async function loadActorScope(db: Executor, actor: Actor): Promise<ActorScope> {
  const result = await db.execute<{ member_of: number[]; admin_of: number[] }>(sql`
    SELECT
      ARRAY(SELECT ${companyMembers.companyId} FROM ${companyMembers} WHERE ${companyMembers.userId} = ${actor.id}) AS member_of,
      ARRAY(SELECT ${companies.id} FROM ${companies} WHERE ${adminListNames(companies.admins, actor.email)}) AS admin_of`);
  const row = result.rows[0];
  return {
    actor,
    userId: actor.id,
    roleId: actor.roleId,
    isAdmin: canEverywhere(actor, 'company.administer'),
    memberOf: row?.member_of ?? [],
    adminOf: row?.admin_of ?? [],
  };
}

/**
 * The companies whose rows the actor may be told of at all (undefined: every company, role 3): a
 * query by id carries them, so another company's row is never loaded and answers 404 like a missing one.
 */
export function relatedCompanies(scope: ActorScope): number[] | undefined {
  return scope.isAdmin ? undefined : [...new Set([...scope.memberOf, ...scope.adminOf])];
}

export function relationTo(scope: ActorScope, companyId: number): CompanyRelation {
  if (scope.isAdmin) return 'admin';
  if (scope.adminOf.includes(companyId)) return 'companyAdmin';
  if (scope.memberOf.includes(companyId)) return 'member';
  return 'none';
}

/** Which capability reading and changing a company-level collection take. */
export interface CollectionPolicy {
  read: Capability;
  write: Capability;
}

/**
 * The company-level collections (tokens, hotspots, groups, places, integrations) share one rule
 * shape: another company's rows look missing, and the resource's policy names the capability that
 * reading and writing take in the row's company. The route table holds the same capabilities, so
 * the restricted role never gets this far (SPEC §6).
 */
export class CompanyCollectionAccess {
  readonly scope: ActorScope;
  private readonly policy: CollectionPolicy;
  readonly what: string;

  constructor(scope: ActorScope, policy: CollectionPolicy, what: string) {
    this.scope = scope;
    this.policy = policy;
    this.what = what;
  }

  static async of(db: Executor, actor: Actor, policy: CollectionPolicy, what: string) {
    return new CompanyCollectionAccess(await loadActorScope(db, actor), policy, what);
  }

  /** The companies a list may show: undefined means every company (role 3 without ?company=). */
  readableCompanies(requested: number | undefined): number[] | undefined {
    if (requested !== undefined) {
      this.assert('read', requested);
      return [requested];
    }
    const candidates = relatedCompanies(this.scope);
    if (candidates === undefined) return undefined;
    const readable = candidates.filter((id) => this.may('read', id));
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

  /**
   * The row with this id, looked up within the actor's companies only: another company's row answers
   * 404 as a missing one does, a row of your company you may not touch 403.
   */
  async load<T extends CompanyTable>(
    db: Executor,
    collection: CompanyCollection<T>,
    id: number,
    action: 'read' | 'write',
  ) {
    const row = await collection.find(db, id, relatedCompanies(this.scope));
    if (!row) throw notFound(this.what);
    this.assert(action, row.companyId);
    return row;
  }

  /** Another company's row answers 404, a row of your company you may not touch 403. */
  assert(action: 'read' | 'write', companyId: number): void {
    if (relationTo(this.scope, companyId) === 'none') throw notFound(this.what);
    if (!this.may(action, companyId)) throw forbidden();
  }

  may(action: 'read' | 'write', companyId: number): boolean {
    return relationTo(this.scope, companyId) !== 'none' && canIn(this.scope, this.policy[action], companyId);
  }
}
