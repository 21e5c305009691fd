import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import type { ActorScope } from '../companies/index.ts';
import { visibleIssue } from './issues.repository.ts';
import { issues } from './issues.schema.ts';

/**
 * Titles of the company's issues that the actor may see (SPEC §6), for other modules that point at
 * issues (floor-plan markers): those among `ids`, or the newest `limit` when no ids are given.
 */
export async function visibleIssueTitles(
  db: Executor,
  scope: ActorScope,
  companyId: number,
  select: { ids: number[] } | { limit: number },
): Promise<{ id: number; title: string }[]> {
  if ('ids' in select && select.ids.length === 0) return [];
  const query = db
    .select({ id: issues.id, title: issues.title })
    .from(issues)
    .where(
      and(
        eq(issues.companyId, companyId),
        visibleIssue(scope),
        'ids' in select ? inArray(issues.id, select.ids) : undefined,
      ),
    )
    .orderBy(desc(issues.id));
  return 'limit' in select ? query.limit(select.limit) : query;
}
