import { canEverywhere } from '@spatium/contracts';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../platform/auth/sessions.ts';
import { companies } from '../companies/companies.schema.ts';
import { type ActorScope, adminListNames } from '../companies/index.ts';
import { subprojectAccess } from '../projects/projects.schema.ts';

/**
 * The SQL condition "the actor may see this sub-project", for any row that names its sub-project
 * and company: role 3 sees everything (no condition at all); a company admin every sub-project of
 * their companies; anyone else the sub-projects they were granted.
 */
export function visibleSubproject(
  scope: ActorScope,
  subprojectId: AnyPgColumn | SQL,
  companyId: AnyPgColumn | SQL,
): SQL | undefined {
  if (scope.isAdmin) return undefined;
  const granted = sql`EXISTS (SELECT 1 FROM ${subprojectAccess} WHERE ${subprojectAccess.oldsubprojectId} = ${subprojectId} AND ${subprojectAccess.userId} = ${scope.userId})`;
  if (scope.adminOf.length === 0) return granted;
  return or(inArray(companyId as AnyPgColumn, scope.adminOf), granted);
}

/**
 * Who a statement checks visibility for, when their scope is not loaded: the e-mail and id may be
 * values or placeholders of a prepared statement; the role decides the statement's shape.
 */
export interface Viewer {
  roleId: Actor['roleId'];
  email: string | SQL;
  id: number | SQL;
}

/** "The viewer's e-mail is on this company's admin list", asked of the database in the statement itself. */
export function administeredByActor(viewer: Viewer, companyId: AnyPgColumn | SQL): SQL {
  return sql`${companyId} IN (SELECT ${companies.id} FROM ${companies} WHERE ${adminListNames(companies.admins, viewer.email)})`;
}

/**
 * The same rule as visibleSubproject for a viewer whose scope is not loaded: the companies they
 * administer are found by the statement itself, so a hot list call makes one round trip, not two.
 */
export function visibleSubprojectToActor(
  viewer: Viewer,
  subprojectId: AnyPgColumn | SQL,
  companyId: AnyPgColumn | SQL,
): SQL | undefined {
  if (canEverywhere(viewer, 'company.administer')) return undefined;
  return sql`(${administeredByActor(viewer, companyId)} OR EXISTS (SELECT 1 FROM ${subprojectAccess} WHERE ${subprojectAccess.oldsubprojectId} = ${subprojectId} AND ${subprojectAccess.userId} = ${viewer.id}))`;
}
