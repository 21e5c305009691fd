import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ActorScope } from '../companies/index.ts';
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
