import { type ContentKind, canEverywhere, contentKindNames, parseSort } from '@spatium/contracts';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { companyMembers } from '../companies/companies.schema.ts';
import type { ActorScope } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import {
  administeredByActor,
  deleteContent,
  deleteTagLinks,
  visibleSubproject,
  visibleSubprojectToActor,
} from '../content/index.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { releaseContentFiles } from '../files/index.ts';
import { users } from '../users/users.schema.ts';
import { oldprojects, oldsubprojects, subprojectAccess } from './projects.schema.ts';

export type ProjectRow = typeof oldprojects.$inferSelect;
export type SubprojectRow = typeof oldsubprojects.$inferSelect;
export type ContentCounts = Record<ContentKind, number>;

interface Page {
  _limit: number;
  _start: number;
  _sort?: string | undefined;
}

const sortable = ['id', 'title', 'order', 'created_at', 'updated_at'] as const;
function orderOf(table: typeof oldprojects | typeof oldsubprojects, sort: string | undefined): SQL[] {
  const parsed = parseSort(sort);
  if (!parsed) return [asc(table.order), asc(table.id)];
  const columns = {
    id: table.id,
    title: table.title,
    order: table.order,
    created_at: table.createdAt,
    updated_at: table.updatedAt,
  };
  const column = columns[parsed.field as (typeof sortable)[number]];
  if (!column) throw badRequest(`You can sort by ${sortable.join(', ')}.`, 'bad_sort');
  return [(parsed.direction === 'desc' ? desc : asc)(column), asc(table.id)];
}

/** A project is visible when the actor may see any of its sub-projects (company admins: all). */
function visibleProject(access: ActorScope): SQL | undefined {
  if (access.isAdmin) return undefined;
  const granted = sql`EXISTS (SELECT 1 FROM ${oldsubprojects} JOIN ${subprojectAccess} ON ${subprojectAccess.oldsubprojectId} = ${oldsubprojects.id} WHERE ${oldsubprojects.oldprojectId} = ${oldprojects.id} AND ${subprojectAccess.userId} = ${access.userId})`;
  if (access.adminOf.length === 0) return granted;
  return or(inArray(oldprojects.companyId, access.adminOf), granted);
}

export async function listVisibleProjects(
  db: Executor,
  access: ActorScope,
  filters: { company?: number | undefined },
  page: Page = { _limit: -1, _start: 0 },
): Promise<ProjectRow[]> {
  const query = db
    .select()
    .from(oldprojects)
    .where(
      and(
        visibleProject(access),
        filters.company === undefined ? undefined : eq(oldprojects.companyId, filters.company),
      ),
    )
    .orderBy(...orderOf(oldprojects, page._sort))
    .offset(page._start);
  return page._limit === -1 ? query : query.limit(page._limit);
}

/** The columns of the light lists (projects and sub-projects), and nothing the answer leaves out. */
const projectLight = {
  id: oldprojects.id,
  title: oldprojects.title,
  order: oldprojects.order,
  companyId: oldprojects.companyId,
};
export type ProjectLightRow = Pick<ProjectRow, keyof typeof projectLight>;

/** listVisibleProjects for the light list: one statement, the actor's admin companies found in it. */
export async function listVisibleProjectsLight(
  db: Executor,
  actor: Actor,
  filters: { company?: number | undefined },
  page: Page,
): Promise<ProjectLightRow[]> {
  // The same rule as visibleProject: company admins see all their companies' projects, others those
  // with a sub-project granted to them.
  const visible = canEverywhere(actor, 'company.administer')
    ? undefined
    : sql`(${administeredByActor(actor, oldprojects.companyId)} OR EXISTS (SELECT 1 FROM ${oldsubprojects} JOIN ${subprojectAccess} ON ${subprojectAccess.oldsubprojectId} = ${oldsubprojects.id} WHERE ${oldsubprojects.oldprojectId} = ${oldprojects.id} AND ${subprojectAccess.userId} = ${actor.id}))`;
  const query = db
    .select(projectLight)
    .from(oldprojects)
    .where(
      and(visible, filters.company === undefined ? undefined : eq(oldprojects.companyId, filters.company)),
    )
    .orderBy(...orderOf(oldprojects, page._sort))
    .offset(page._start);
  return page._limit === -1 ? query : query.limit(page._limit);
}

export async function findVisibleProject(
  db: Executor,
  access: ActorScope,
  id: number,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(oldprojects)
    .where(and(eq(oldprojects.id, id), visibleProject(access)));
  return row;
}

export async function listVisibleSubprojects(
  db: Executor,
  access: ActorScope,
  filters: { oldproject?: number | undefined; company?: number | undefined; oldprojects?: number[] },
  page: Page = { _limit: -1, _start: 0 },
): Promise<SubprojectRow[]> {
  if (filters.oldprojects?.length === 0) return [];
  const query = db
    .select()
    .from(oldsubprojects)
    .where(
      and(
        visibleSubproject(access, oldsubprojects.id, oldsubprojects.companyId),
        filters.oldproject === undefined ? undefined : eq(oldsubprojects.oldprojectId, filters.oldproject),
        filters.oldprojects === undefined
          ? undefined
          : inArray(oldsubprojects.oldprojectId, filters.oldprojects),
        filters.company === undefined ? undefined : eq(oldsubprojects.companyId, filters.company),
      ),
    )
    .orderBy(...orderOf(oldsubprojects, page._sort))
    .offset(page._start);
  return page._limit === -1 ? query : query.limit(page._limit);
}

const subprojectLight = {
  id: oldsubprojects.id,
  title: oldsubprojects.title,
  order: oldsubprojects.order,
  oldprojectId: oldsubprojects.oldprojectId,
  companyId: oldsubprojects.companyId,
};
export type SubprojectLightRow = Pick<SubprojectRow, keyof typeof subprojectLight>;

/** The statement of one shape of the light sub-project list, with placeholders for every value. */
function prepareSubprojectsLight(db: Executor, roleId: number, shape: SubprojectsLightShape, name: string) {
  const viewer = {
    roleId,
    email: sql`${sql.placeholder('email')}`,
    id: sql`${sql.placeholder('userId')}`,
  };
  const query = db
    .select(subprojectLight)
    .from(oldsubprojects)
    .where(
      and(
        visibleSubprojectToActor(viewer, oldsubprojects.id, oldsubprojects.companyId),
        shape.oldproject ? eq(oldsubprojects.oldprojectId, sql.placeholder('oldproject')) : undefined,
        shape.company ? eq(oldsubprojects.companyId, sql.placeholder('company')) : undefined,
      ),
    )
    .orderBy(...orderOf(oldsubprojects, shape.sort))
    .offset(sql.placeholder('start'));
  return (shape.all ? query : query.limit(sql.placeholder('limit'))).prepare(name);
}

interface SubprojectsLightShape {
  /** Whether the role sees everything (role 3): the one thing about the role that changes the statement. */
  everything: boolean;
  sort: string | undefined;
  oldproject: boolean;
  company: boolean;
  all: boolean;
}

// A few dozen shapes at most (the sort is checked against its whitelist before a shape is kept).
const preparedSubprojectsLight = new WeakMap<
  Executor,
  Map<string, ReturnType<typeof prepareSubprojectsLight>>
>();

/**
 * listVisibleSubprojects for the light list, the hottest signed-in call: one statement (the actor's
 * admin companies are found in it) selecting only the columns the answer has, built once per shape
 * and kept as a named prepared statement, so a request neither builds SQL nor has it planned again.
 */
export async function listVisibleSubprojectsLight(
  db: Executor,
  actor: Actor,
  filters: { oldproject?: number | undefined; company?: number | undefined },
  page: Page,
): Promise<SubprojectLightRow[]> {
  const shape: SubprojectsLightShape = {
    everything: canEverywhere(actor, 'company.administer'),
    sort: page._sort,
    oldproject: filters.oldproject !== undefined,
    company: filters.company !== undefined,
    all: page._limit === -1,
  };
  const key = JSON.stringify(shape);
  let byShape = preparedSubprojectsLight.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedSubprojectsLight.set(db, byShape);
  }
  let prepared = byShape.get(key);
  if (!prepared) {
    prepared = prepareSubprojectsLight(db, actor.roleId, shape, `subprojects_light_${byShape.size}`);
    byShape.set(key, prepared);
  }
  return prepared.execute({
    email: actor.email,
    userId: actor.id,
    oldproject: filters.oldproject,
    company: filters.company,
    start: page._start,
    limit: page._limit,
  });
}

export async function findVisibleSubprojectRow(
  db: Executor,
  access: ActorScope,
  id: number,
): Promise<SubprojectRow | undefined> {
  const [row] = await db
    .select()
    .from(oldsubprojects)
    .where(
      and(eq(oldsubprojects.id, id), visibleSubproject(access, oldsubprojects.id, oldsubprojects.companyId)),
    );
  return row;
}

export async function subprojectIdsOfProject(db: Executor, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: oldsubprojects.id })
    .from(oldsubprojects)
    .where(eq(oldsubprojects.oldprojectId, projectId));
  return rows.map((r) => r.id);
}

/** users_with_access of many sub-projects in one query. */
export async function accessUserIds(db: Executor, subprojectIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (subprojectIds.length === 0) return result;
  const rows = await db
    .select()
    .from(subprojectAccess)
    .where(inArray(subprojectAccess.oldsubprojectId, subprojectIds))
    .orderBy(asc(subprojectAccess.userId));
  for (const row of rows) {
    const list = result.get(row.oldsubprojectId) ?? [];
    list.push(row.userId);
    result.set(row.oldsubprojectId, list);
  }
  return result;
}

export async function setAccess(db: Executor, subprojectId: number, userIds: number[]): Promise<void> {
  await db.delete(subprojectAccess).where(eq(subprojectAccess.oldsubprojectId, subprojectId));
  if (userIds.length === 0) return;
  await db
    .insert(subprojectAccess)
    .values(userIds.map((userId) => ({ oldsubprojectId: subprojectId, userId })))
    .onConflictDoNothing();
}

/** Of these users, the ones who are members of the company. */
export async function membersAmong(db: Executor, companyId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.userId, userIds)));
  return rows.map((r) => r.userId);
}

export async function insertProject(
  db: Executor,
  values: typeof oldprojects.$inferInsert,
): Promise<ProjectRow> {
  const [row] = await db.insert(oldprojects).values(values).returning();
  return row!;
}

export async function updateProject(
  db: Executor,
  id: number,
  changes: Partial<typeof oldprojects.$inferInsert>,
): Promise<ProjectRow> {
  const [row] = await db
    .update(oldprojects)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(oldprojects.id, id))
    .returning();
  return row!;
}

export async function insertSubproject(
  db: Executor,
  values: typeof oldsubprojects.$inferInsert,
): Promise<SubprojectRow> {
  const [row] = await db.insert(oldsubprojects).values(values).returning();
  return row!;
}

export async function updateSubproject(
  db: Executor,
  id: number,
  changes: Partial<typeof oldsubprojects.$inferInsert>,
): Promise<SubprojectRow> {
  const [row] = await db
    .update(oldsubprojects)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(oldsubprojects.id, id))
    .returning();
  return row!;
}

export function emptyCounts(): ContentCounts {
  return Object.fromEntries(contentKindNames.map((k) => [k, 0])) as ContentCounts;
}

/** Content per kind per sub-project, in one query over every kind's table. */
export async function countContent(
  db: Executor,
  subprojectIds: number[],
): Promise<Map<number, ContentCounts>> {
  const result = new Map<number, ContentCounts>();
  if (subprojectIds.length === 0) return result;
  const parts = contentKindNames.map((kind) => {
    const table = contentTables[kind];
    return sql`SELECT ${kind}::text AS kind, ${table.oldsubprojectId} AS subproject, count(*)::int AS n FROM ${table} WHERE ${inArray(table.oldsubprojectId, subprojectIds)} GROUP BY ${table.oldsubprojectId}`;
  });
  const rows = await db.execute<{ kind: ContentKind; subproject: number; n: number }>(
    sql.join(parts, sql` UNION ALL `),
  );
  for (const id of subprojectIds) result.set(id, emptyCounts());
  for (const row of rows.rows) result.get(Number(row.subproject))![row.kind] = Number(row.n);
  return result;
}

/** How many files (and bytes) the content of these sub-projects holds. */
export async function countFiles(
  db: Executor,
  subprojectIds: number[],
): Promise<{ files: number; bytes: number }> {
  if (subprojectIds.length === 0) return { files: 0, bytes: 0 };
  const items = contentKindNames.map((kind) => {
    const table = contentTables[kind];
    return sql`SELECT ${kind}::text AS kind, ${table.id} AS item_id FROM ${table} WHERE ${inArray(table.oldsubprojectId, subprojectIds)}`;
  });
  const rows = await db.execute<{ files: number; bytes: string | null }>(sql`
    SELECT count(*)::int AS files, sum(f.size)::bigint AS bytes FROM ${files} f
    WHERE f.id IN (
      SELECT cf.file_id FROM ${contentFiles} cf JOIN (${sql.join(items, sql` UNION ALL `)}) i
        ON i.kind = cf.kind AND i.item_id = cf.item_id
    )`);
  const row = rows.rows[0];
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * Removes all content of these sub-projects (tag links, file links and orphaned file rows, rows)
 * inside the caller's transaction; returns the storage keys to delete after it commits.
 */
export async function deleteContentOfSubprojects(db: Executor, subprojectIds: number[]): Promise<string[]> {
  if (subprojectIds.length === 0) return [];
  const keys: string[] = [];
  for (const kind of contentKindNames) {
    const table = contentTables[kind];
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.oldsubprojectId, subprojectIds));
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) continue;
    await deleteTagLinks(db, kind, ids);
    keys.push(...(await releaseContentFiles(db, kind, ids)));
    await deleteContent(db, table, ids);
  }
  return keys;
}

export async function deleteSubprojects(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(oldsubprojects).where(inArray(oldsubprojects.id, ids));
}

export async function deleteProject(db: Executor, id: number): Promise<void> {
  await db.delete(oldprojects).where(eq(oldprojects.id, id));
}

export type UserLightRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'email' | 'details' | 'roleId' | 'companyId'
>;
const userLight = {
  id: users.id,
  username: users.username,
  email: users.email,
  details: users.details,
  roleId: users.roleId,
  companyId: users.companyId,
};

export async function usersWithAccess(db: Executor, subprojectId: number): Promise<UserLightRow[]> {
  return db
    .select(userLight)
    .from(subprojectAccess)
    .innerJoin(users, eq(users.id, subprojectAccess.userId))
    .where(eq(subprojectAccess.oldsubprojectId, subprojectId))
    .orderBy(asc(users.email));
}

/** Users of one company (members), or of every company for role 3. */
export async function listUsers(
  db: Executor,
  companyId: number | 'all',
  page: Page,
): Promise<UserLightRow[]> {
  const query =
    companyId === 'all'
      ? db.select(userLight).from(users).orderBy(asc(users.email)).offset(page._start)
      : db
          .select(userLight)
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(eq(companyMembers.companyId, companyId))
          .orderBy(asc(users.email))
          .offset(page._start);
  return page._limit === -1 ? query : query.limit(page._limit);
}

export async function companyExists(db: Executor, companyId: number): Promise<boolean> {
  const rows = await db.execute(sql`SELECT 1 FROM companies WHERE id = ${companyId}`);
  return rows.rows.length > 0;
}
