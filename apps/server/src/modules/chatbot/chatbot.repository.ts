import { type ContentKind, contentKindNames } from '@spatium/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import type { ActorScope } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import { containsPattern, visibleSubproject } from '../content/index.ts';
import { oldsubprojects } from '../projects/projects.schema.ts';

export interface ContentHit {
  kind: ContentKind;
  id: number;
  title: string;
  subprojectTitle: string;
  createdAt: Date;
}

/**
 * Content of the active company the actor may see, exactly as the catalogue scopes it (sub-project
 * access; the company named in the query, so role 3 stays inside its active company too).
 */
function visibleContentOf(kind: ContentKind, scope: ActorScope, companyId: number) {
  const t = contentTables[kind];
  const visible = visibleSubproject(scope, t.oldsubprojectId, t.companyId) ?? sql`true`;
  return { t, where: sql`${t.companyId} = ${companyId} AND ${visible}` };
}

/** The newest content, of one kind or all, whose title or sub-project's title holds `name`. */
export async function latestContent(
  db: Executor,
  scope: ActorScope,
  companyId: number,
  filter: { kind?: ContentKind | undefined; name?: string | undefined },
  limit: number,
): Promise<ContentHit[]> {
  const kinds = filter.kind ? [filter.kind] : contentKindNames;
  const named = filter.name ? containsPattern(filter.name) : undefined;
  const parts = kinds.map((kind) => {
    const { t, where } = visibleContentOf(kind, scope, companyId);
    const nameMatches = named
      ? sql` AND (${t.title} ILIKE ${named} OR ${oldsubprojects.title} ILIKE ${named})`
      : sql``;
    return sql`SELECT ${kind}::text AS kind, ${t.id} AS id, ${t.title} AS title,
        ${oldsubprojects.title} AS subproject_title, ${t.createdAt} AS created_at
      FROM ${t} JOIN ${oldsubprojects} ON ${oldsubprojects.id} = ${t.oldsubprojectId}
      WHERE ${where}${nameMatches}`;
  });
  const result = await db.execute<{
    kind: ContentKind;
    id: number;
    title: string;
    subproject_title: string;
    created_at: string | Date;
  }>(
    sql`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) hits ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
  return result.rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    subprojectTitle: row.subproject_title,
    createdAt: new Date(row.created_at),
  }));
}

/** How many items of each kind (or of one) the actor may see in the active company; kinds with none left out. */
export async function contentCounts(
  db: Executor,
  scope: ActorScope,
  companyId: number,
  kind: ContentKind | undefined,
): Promise<{ kind: ContentKind; count: number }[]> {
  const kinds = kind ? [kind] : contentKindNames;
  const parts = kinds.map((k) => {
    const { t, where } = visibleContentOf(k, scope, companyId);
    return sql`SELECT ${k}::text AS kind, count(*)::int AS count FROM ${t} WHERE ${where}`;
  });
  const result = await db.execute<{ kind: ContentKind; count: number }>(sql.join(parts, sql` UNION ALL `));
  return result.rows
    .map((row) => ({ kind: row.kind, count: Number(row.count) }))
    .filter((row) => row.count > 0);
}
