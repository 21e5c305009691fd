import { RoleId } from '@spatium/contracts';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { companies } from '../companies/companies.schema.ts';
import { subprojectAccess } from '../projects/projects.schema.ts';

/**
 * What an actor may see in the catalogue, loaded once per request: role 3 sees everything; a company
 * admin every sub-project of their companies; anyone else the sub-projects they were granted.
 */
export interface CatalogueAccess {
  userId: number;
  isAdmin: boolean;
  /** Companies whose admin list holds the actor's e-mail (SPEC §6). */
  adminCompanyIds: number[];
}

export async function loadCatalogueAccess(db: Executor, actor: Actor): Promise<CatalogueAccess> {
  if (actor.roleId === RoleId.admin) return { userId: actor.id, isAdmin: true, adminCompanyIds: [] };
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    // E-mail addresses compare case-insensitively, as at sign-in.
    .where(sql`lower(${actor.email}) = ANY (SELECT lower(a) FROM unnest(${companies.admins}) a)`);
  return { userId: actor.id, isAdmin: false, adminCompanyIds: rows.map((r) => r.id) };
}

export function isCompanyAdminOf(access: CatalogueAccess, companyId: number): boolean {
  return access.isAdmin || access.adminCompanyIds.includes(companyId);
}

/**
 * The SQL condition "the actor may see this sub-project", for any row that names its sub-project
 * and company. Undefined for role 3: no condition at all.
 */
export function visibleSubproject(
  access: CatalogueAccess,
  subprojectId: AnyPgColumn | SQL,
  companyId: AnyPgColumn | SQL,
): SQL | undefined {
  if (access.isAdmin) return undefined;
  const granted = sql`EXISTS (SELECT 1 FROM ${subprojectAccess} WHERE ${subprojectAccess.oldsubprojectId} = ${subprojectId} AND ${subprojectAccess.userId} = ${access.userId})`;
  if (access.adminCompanyIds.length === 0) return granted;
  return or(inArray(companyId as AnyPgColumn, access.adminCompanyIds), granted);
}
