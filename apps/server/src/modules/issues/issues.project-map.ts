import type { ProjectMapIssue } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { companies } from '../companies/companies.schema.ts';
import type { ActorScope } from '../companies/index.ts';
import { getOverrides } from '../settings/index.ts';
import { listIssues } from './issues.repository.ts';

// The map draws what fits on a screen; a project with more flagged issues shows the oldest this many.
const MAP_ISSUES_MAX = 2000;

/**
 * The project map's issue layer: the project's issues flagged 'show in project map' that have
 * coordinates and that the caller may see, exactly as get_my_issues scopes them; none where the
 * company has issues off or the domain's override disables them (SPEC §6).
 */
export async function listProjectMapIssues(
  db: Executor,
  scope: ActorScope,
  where: { companyId: number; projectId: number; domain: string },
): Promise<ProjectMapIssue[]> {
  const [[company], overrides] = await Promise.all([
    db.select({ enabled: companies.issuesEnabled }).from(companies).where(eq(companies.id, where.companyId)),
    getOverrides(db, where.domain),
  ]);
  if (!company?.enabled || overrides.disable_issues) return [];
  const rows = await listIssues(
    db,
    scope,
    where.companyId,
    { showInProjectMap: true, oldproject: where.projectId },
    { sort: { field: 'id', direction: 'asc' }, limit: MAP_ISSUES_MAX, offset: 0 },
  );
  return rows.flatMap((row) =>
    row.lat === null || row.lon === null
      ? []
      : [
          {
            id: row.id,
            title: row.title,
            severity: row.severity,
            geometry: { type: 'Point', coordinates: [row.lon, row.lat] },
            line_width: row.lineWidth,
            color: row.color,
          },
        ],
  );
}
