import type { ContentKind, FileRef, ListQuery, Tag } from '@spatium/contracts';
import { canEverywhere, capabilities, parseSort } from '@spatium/contracts';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { companies, companyMembers } from '../companies/companies.schema.ts';
import { type ActorScope, adminListNames } from '../companies/index.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { oldsubprojects, subprojectAccess } from '../projects/projects.schema.ts';
import { contentTags, tags } from '../tags/tags.schema.ts';
import { users } from '../users/users.schema.ts';
import { visibleSubproject, visibleSubprojectToActor } from './content.access.ts';
import type { ContentTable } from './content.table.ts';

/** A content row with the project its sub-project belongs to. */
export type ContentRecord = ContentTable['$inferSelect'] & { oldprojectId: number };

export interface ContentFilters {
  subproject?: number | undefined;
  oldproject?: number | undefined;
  tag?: number | undefined;
  q?: string | undefined;
  /** A kind's own condition (e.g. children of one cloud). */
  extra?: SQL | undefined;
}

/** A LIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const sortable = ['id', 'title', 'order', 'created_at', 'updated_at'] as const;

/** `_sort` over the whitelisted columns only; anything else is a 400, never raw SQL. */
function checkedSort(sort: string | undefined): ReturnType<typeof parseSort> {
  const parsed = parseSort(sort);
  if (parsed && !(sortable as readonly string[]).includes(parsed.field))
    throw badRequest(`You can sort by ${sortable.join(', ')}.`, 'bad_sort');
  return parsed;
}

function sortBy(table: ContentTable, parsed: ReturnType<typeof parseSort>): SQL[] {
  if (!parsed) return [asc(table.order), asc(table.id)];
  const columns = {
    id: table.id,
    title: table.title,
    order: table.order,
    created_at: table.createdAt,
    updated_at: table.updatedAt,
  } as const;
  const direction = parsed.direction === 'desc' ? desc : asc;
  return [direction(columns[parsed.field as (typeof sortable)[number]]), asc(table.id)];
}

function selection(table: ContentTable) {
  return { ...getColumns(table), oldprojectId: oldsubprojects.oldprojectId };
}

function getColumns(table: ContentTable) {
  return {
    id: table.id,
    companyId: table.companyId,
    oldsubprojectId: table.oldsubprojectId,
    title: table.title,
    description: table.description,
    enabled: table.enabled,
    order: table.order,
    properties: table.properties,
    thumbnailFileId: table.thumbnailFileId,
    createdBy: table.createdBy,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
  };
}

/** The actor's companies, as the statements that read them alongside their rows return them. */
interface ScopeColumns {
  memberOf: number[];
  adminOf: number[];
}

/**
 * Both of the actor's company lists (loadActorScope's), as columns of the statement that lists or
 * reads the rows: uncorrelated, so PostgreSQL computes each once per statement, and the call makes
 * one round trip instead of two.
 */
function scopeColumns() {
  return {
    memberOf: sql<
      number[]
    >`ARRAY(SELECT ${companyMembers.companyId} FROM ${companyMembers} WHERE ${companyMembers.userId} = ${sql.placeholder('userId')})`,
    adminOf: sql<
      number[]
    >`ARRAY(SELECT ${companies.id} FROM ${companies} WHERE ${adminListNames(companies.admins, sql`${sql.placeholder('email')}`)})`,
  };
}

type UserRow = typeof users.$inferSelect;

/** A row as the list and item statements read it: with its files, tags and author. */
export type ListedContent = ContentRecord & {
  files: Omit<FileRef, 'url'>[];
  tags: Tag[];
  creator: Pick<UserRow, 'details' | 'username'> | null;
};

/**
 * What presentContent loads in three more queries, read with the rows instead: each correlated
 * subquery runs once per row of the page, in the files', tags' and users' keys.
 */
function relationColumns(kind: ContentKind, table: ContentTable) {
  return {
    files: sql<
      ListedContent['files']
    >`coalesce((SELECT json_agg(json_build_object('id', ${files.id}, 'name', ${files.name}, 'size', ${files.size}, 'type', ${files.type}) ORDER BY ${contentFiles.position}, ${files.id}) FROM ${contentFiles} JOIN ${files} ON ${files.id} = ${contentFiles.fileId} WHERE ${contentFiles.kind} = ${kind} AND ${contentFiles.itemId} = ${table.id}), '[]'::json)`,
    tags: sql<
      Tag[]
    >`coalesce((SELECT json_agg(json_build_object('id', ${tags.id}, 'title', ${tags.title}, 'color', ${tags.color}) ORDER BY ${tags.title}, ${tags.id}) FROM ${contentTags} JOIN ${tags} ON ${tags.id} = ${contentTags.tagId} WHERE ${contentTags.kind} = ${kind} AND ${contentTags.itemId} = ${table.id}), '[]'::json)`,
    creator: sql<
      ListedContent['creator']
    >`(SELECT json_build_object('details', ${users.details}, 'username', ${users.username}) FROM ${users} WHERE ${users.id} = ${table.createdBy})`,
  };
}

/** The name shown for a user: their first and last name, or their username without either. */
export function displayName(user: Pick<UserRow, 'details' | 'username'>): string {
  return `${user.details.firstname} ${user.details.lastname}`.trim() || user.username;
}

function scopeOf(actor: Actor, columns: ScopeColumns): ActorScope {
  return {
    actor,
    userId: actor.id,
    roleId: actor.roleId,
    isAdmin: canEverywhere(actor, 'company.administer'),
    memberOf: columns.memberOf,
    adminOf: columns.adminOf,
  };
}

/** What changes a content statement's text; everything else is a placeholder's value. */
interface ContentShape {
  /** Role 3 sees everything: the one thing about the role that changes the statement. */
  everything: boolean;
  /** undefined: one item by id; otherwise a page of the list. */
  list?: {
    sort: ReturnType<typeof parseSort>;
    subproject: boolean;
    oldproject: boolean;
    q: boolean;
    tag: boolean;
    extra: boolean;
    all: boolean;
  };
}

function prepareContent(
  db: Executor,
  kind: ContentKind,
  table: ContentTable,
  roleId: number,
  shape: ContentShape,
  extra: SQL | undefined,
  name: string,
) {
  const viewer = {
    roleId,
    email: sql`${sql.placeholder('email')}`,
    id: sql`${sql.placeholder('userId')}`,
  };
  const list = shape.list;
  const conditions = [
    visibleSubprojectToActor(viewer, table.oldsubprojectId, table.companyId),
    list ? undefined : eq(table.id, sql.placeholder('id')),
    list?.subproject ? eq(table.oldsubprojectId, sql.placeholder('subproject')) : undefined,
    list?.oldproject ? eq(oldsubprojects.oldprojectId, sql.placeholder('oldproject')) : undefined,
    list?.q ? sql`${table.title} ILIKE ${sql.placeholder('pattern')}` : undefined,
    list?.tag
      ? sql`EXISTS (SELECT 1 FROM ${contentTags} WHERE ${contentTags.kind} = ${kind} AND ${contentTags.itemId} = ${table.id} AND ${contentTags.tagId} = ${sql.placeholder('tag')})`
      : undefined,
    list?.extra ? extra : undefined,
  ];
  const query = db
    .select({ ...selection(table), ...relationColumns(kind, table), ...scopeColumns() })
    .from(table)
    .innerJoin(oldsubprojects, eq(oldsubprojects.id, table.oldsubprojectId))
    .where(and(...conditions));
  if (!list) return query.prepare(name);
  const page = query.orderBy(...sortBy(table, list.sort)).offset(sql.placeholder('start'));
  return (list.all ? page : page.limit(sql.placeholder('limit'))).prepare(name);
}

// A few dozen shapes per kind at most (the sort is one of its whitelisted columns and directions).
const preparedContent = new WeakMap<Executor, Map<string, ReturnType<typeof prepareContent>>>();
// PostgreSQL keeps a prepared statement per connection by name: one name never stands for two texts,
// whichever executor (pool or transaction) prepared it first on that connection.
let preparedNames = 0;

function contentStatement(
  db: Executor,
  kind: ContentKind,
  table: ContentTable,
  actor: Actor,
  shape: ContentShape,
  extra: SQL | undefined,
) {
  const key = `${kind}:${JSON.stringify(shape)}`;
  let byShape = preparedContent.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedContent.set(db, byShape);
  }
  let prepared = byShape.get(key);
  if (!prepared) {
    prepared = prepareContent(db, kind, table, actor.roleId, shape, extra, `content_${preparedNames++}`);
    byShape.set(key, prepared);
  }
  return prepared;
}

/**
 * A page of a kind's list as the actor may see it, with each row's files, tags and author and the
 * actor's scope, in one statement built once per shape and kept as a named prepared statement (the
 * light sub-project list's way): no separate scope or relation queries, no query building, no
 * planning per request; the (order, id) and (sub-project, order, id) indexes let a page stop after
 * its rows instead of sorting every visible one. `filters.extra` must be written with placeholders
 * named after `values`' keys, since its text is kept with the statement. Without rows there is no
 * scope either, and nothing to present.
 */
export async function listVisibleContent(
  db: Executor,
  kind: ContentKind,
  table: ContentTable,
  actor: Actor,
  filters: ContentFilters & { values?: Record<string, unknown> },
  list: ListQuery,
): Promise<{ scope: ActorScope | undefined; rows: ListedContent[] }> {
  const shape: ContentShape = {
    everything: canEverywhere(actor, 'company.administer'),
    list: {
      sort: checkedSort(list._sort),
      subproject: filters.subproject !== undefined,
      oldproject: filters.oldproject !== undefined,
      q: Boolean(filters.q),
      tag: filters.tag !== undefined,
      extra: filters.extra !== undefined,
      all: list._limit === -1,
    },
  };
  const found = await contentStatement(db, kind, table, actor, shape, filters.extra).execute({
    ...filters.values,
    email: actor.email,
    userId: actor.id,
    subproject: filters.subproject,
    oldproject: filters.oldproject,
    pattern: filters.q ? containsPattern(filters.q) : undefined,
    tag: filters.tag,
    start: list._start,
    limit: list._limit,
  });
  return split(actor, found);
}

/** One item with the actor's scope in one statement, if the actor may see it (findVisibleContent's rule). */
export async function findVisibleContentOfActor(
  db: Executor,
  kind: ContentKind,
  table: ContentTable,
  actor: Actor,
  id: number,
): Promise<{ scope: ActorScope | undefined; rows: ListedContent[] }> {
  const shape: ContentShape = { everything: canEverywhere(actor, 'company.administer') };
  const found = await contentStatement(db, kind, table, actor, shape, undefined).execute({
    email: actor.email,
    userId: actor.id,
    id,
  });
  return split(actor, found);
}

function split(
  actor: Actor,
  found: (ListedContent & ScopeColumns)[],
): { scope: ActorScope | undefined; rows: ListedContent[] } {
  const first = found[0];
  return {
    scope: first && scopeOf(actor, first),
    rows: found.map(({ memberOf: _, adminOf: __, ...row }) => row),
  };
}

/** One item, if the actor may see it; otherwise undefined, exactly as if it did not exist. */
export async function findVisibleContent(
  db: Executor,
  table: ContentTable,
  access: ActorScope,
  id: number,
): Promise<ContentRecord | undefined> {
  const [row] = await db
    .select(selection(table))
    .from(table)
    .innerJoin(oldsubprojects, eq(oldsubprojects.id, table.oldsubprojectId))
    .where(and(eq(table.id, id), visibleSubproject(access, table.oldsubprojectId, table.companyId)));
  return row;
}

/** The items among `ids` the actor may see; the others are left out as if they did not exist. */
export async function findVisibleContentByIds(
  db: Executor,
  table: ContentTable,
  access: ActorScope,
  ids: number[],
): Promise<ContentRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select(selection(table))
    .from(table)
    .innerJoin(oldsubprojects, eq(oldsubprojects.id, table.oldsubprojectId))
    .where(and(inArray(table.id, ids), visibleSubproject(access, table.oldsubprojectId, table.companyId)));
}

/** Items of many sub-projects, for project pages: one query per kind, never one per item. */
export async function listContentOfSubprojects(
  db: Executor,
  table: ContentTable,
  subprojectIds: number[],
): Promise<ContentRecord[]> {
  if (subprojectIds.length === 0) return [];
  return db
    .select(selection(table))
    .from(table)
    .innerJoin(oldsubprojects, eq(oldsubprojects.id, table.oldsubprojectId))
    .where(inArray(table.oldsubprojectId, subprojectIds))
    .orderBy(asc(table.order), asc(table.id));
}

export async function insertContent(
  db: Executor,
  table: ContentTable,
  values: ContentTable['$inferInsert'],
): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row!.id;
}

export async function updateContent(
  db: Executor,
  table: ContentTable,
  id: number,
  changes: Partial<ContentTable['$inferInsert']>,
): Promise<void> {
  await db
    .update(table)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(table.id, id));
}

export async function deleteContent(db: Executor, table: ContentTable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(table).where(inArray(table.id, ids));
}

export async function deleteTagLinks(db: Executor, kind: string, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.delete(contentTags).where(and(eq(contentTags.kind, kind), inArray(contentTags.itemId, itemIds)));
}

/** Tags of items of several kinds, in one query. */
export async function loadTags(
  db: Executor,
  items: { kind: string; ids: number[] }[],
): Promise<Map<string, Tag[]>> {
  const result = new Map<string, Tag[]>();
  const wanted = items.filter((i) => i.ids.length > 0);
  if (wanted.length === 0) return result;
  const rows = await db
    .select({
      kind: contentTags.kind,
      itemId: contentTags.itemId,
      id: tags.id,
      title: tags.title,
      color: tags.color,
    })
    .from(contentTags)
    .innerJoin(tags, eq(tags.id, contentTags.tagId))
    .where(or(...wanted.map((w) => and(eq(contentTags.kind, w.kind), inArray(contentTags.itemId, w.ids)))))
    .orderBy(asc(tags.title), asc(tags.id));
  for (const row of rows) {
    const key = tagKey(row.kind, row.itemId);
    const list = result.get(key) ?? [];
    list.push({ id: row.id, title: row.title, color: row.color });
    result.set(key, list);
  }
  return result;
}
export const tagKey = (kind: string, itemId: number) => `${kind}:${itemId}`;

export async function loadUserNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, details: users.details, username: users.username })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, displayName(r)]));
}

export interface SubprojectRef {
  id: number;
  companyId: number;
  oldprojectId: number;
}

/** A sub-project the actor may see, or undefined. */
export async function findVisibleSubproject(
  db: Executor,
  access: ActorScope,
  id: number,
): Promise<SubprojectRef | undefined> {
  const [row] = await db
    .select({
      id: oldsubprojects.id,
      companyId: oldsubprojects.companyId,
      oldprojectId: oldsubprojects.oldprojectId,
    })
    .from(oldsubprojects)
    .where(
      and(eq(oldsubprojects.id, id), visibleSubproject(access, oldsubprojects.id, oldsubprojects.companyId)),
    );
  return row;
}

/** Ids of the items of this kind, among `ids`, that the actor may see in `companyId`. */
export async function visibleContentIds(
  db: Executor,
  table: ContentTable,
  access: ActorScope,
  companyId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        inArray(table.id, ids),
        eq(table.companyId, companyId),
        visibleSubproject(access, table.oldsubprojectId, table.companyId),
      ),
    );
  return rows.map((r) => r.id);
}

const roleList = (roleIds: number[]) =>
  sql.join(
    roleIds.map((roleId) => sql`${roleId}`),
    sql`, `,
  );

/**
 * Who may see a sub-project's content: its users with access, the company's admins and role 3 — of
 * roles that read content at all (role 5 does not, SPEC §6, even if once granted a sub-project).
 * Realtime notifications go to these users only, never to the whole company.
 */
export async function audienceOf(
  db: Executor,
  subprojectIds: number[],
  companyId: number,
): Promise<number[]> {
  return (await contentAudience(db, subprojectIds, companyId)).map((member) => member.id);
}

/** The audience of `audienceOf`, each with whether they may edit the content (role 3, company admin). */
export async function contentAudience(
  db: Executor,
  subprojectIds: number[],
  companyId: number,
): Promise<{ id: number; editor: boolean }[]> {
  const granted =
    subprojectIds.length === 0 ? sql`false` : inArray(subprojectAccess.oldsubprojectId, subprojectIds);
  const readers = [...capabilities['content.read']];
  // Roles that see every company's content without being named in any admin list (role 3).
  const everywhere = readers.filter((roleId) => canEverywhere({ roleId }, 'company.administer'));
  const rows = await db.execute<{ id: number; editor: boolean }>(sql`
    SELECT audience.id, bool_or(audience.editor) AS editor FROM (
      SELECT ${subprojectAccess.userId} AS id, false AS editor FROM ${subprojectAccess} WHERE ${granted}
      UNION
      SELECT u.id, true FROM ${users} u, ${companies} c
        WHERE c.id = ${companyId} AND ${adminListNames(sql`c.admins`, sql`u.email`)}
      UNION
      SELECT u.id, true FROM ${users} u WHERE u.role_id IN (${roleList(everywhere)})
    ) audience JOIN ${users} reader ON reader.id = audience.id
    WHERE reader.role_id IN (${roleList(readers)})
    GROUP BY audience.id`);
  return rows.rows.map((r) => ({ id: Number(r.id), editor: r.editor === true }));
}

/** What a card's thumbnail may come from, for rows found by id (a tour's panoramas, a group's tours). */
export async function findThumbnailSources(db: Executor, table: ContentTable, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: table.id,
      companyId: table.companyId,
      properties: table.properties,
      thumbnailFileId: table.thumbnailFileId,
    })
    .from(table)
    .where(inArray(table.id, ids));
}
