import type { IssueContentKind, IssueStatus, Severity } from '@spatium/contracts';
import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import type { ActorScope } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import { visibleSubproject } from '../content/index.ts';
import { files } from '../files/files.schema.ts';
import { oldsubprojects } from '../projects/projects.schema.ts';
import { users } from '../users/users.schema.ts';
import { issueMessageFiles, issueMessages, issues } from './issues.schema.ts';

export type IssueRow = typeof issues.$inferSelect & {
  subprojectTitle: string;
  creatorName: string | null;
  messageCount: number;
};
/** A file sent with a message, as the server uses it (the storage key never leaves the server). */
export interface AttachmentRow {
  id: number;
  name: string;
  size: number;
  type: string;
  storageKey: string;
}
export type IssueMessageRow = typeof issueMessages.$inferSelect & {
  authorName: string | null;
  attachments: AttachmentRow[];
};
type BareMessageRow = Omit<IssueMessageRow, 'attachments'>;

export const issueSortColumns = {
  id: issues.id,
  title: issues.title,
  severity: sql`array_position(ARRAY['very low','low','medium','high','critical'], ${issues.severity})`,
  status: sql`array_position(ARRAY['created','shared','resolved'], ${issues.status})`,
  created_at: issues.createdAt,
  updated_at: issues.updatedAt,
} as const;
export type IssueSortField = keyof typeof issueSortColumns;

export interface IssueFilter {
  status?: IssueStatus[] | undefined;
  severity?: Severity[] | undefined;
  oldsubproject?: number | undefined;
  oldproject?: number | undefined;
  contentKind?: IssueContentKind | undefined;
  contentId?: number | undefined;
  createdBy?: number | undefined;
  showInProjectMap?: boolean | undefined;
}

/**
 * "The actor may see this issue" (SPEC §6): a private issue only its creator; a shared one anyone in
 * its company who may see the sub-project it sits on.
 */
export function visibleIssue(scope: ActorScope): SQL {
  const shared = and(
    eq(issues.shareWithCompany, true),
    visibleSubproject(scope, issues.oldsubprojectId, issues.companyId),
  );
  return or(eq(issues.createdBy, scope.userId), shared) as SQL;
}

function filterSql(filter: IssueFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.status?.length) where.push(inArray(issues.status, filter.status));
  if (filter.severity?.length) where.push(inArray(issues.severity, filter.severity));
  if (filter.oldsubproject !== undefined) where.push(eq(issues.oldsubprojectId, filter.oldsubproject));
  if (filter.oldproject !== undefined) where.push(eq(oldsubprojects.oldprojectId, filter.oldproject));
  if (filter.contentKind !== undefined) where.push(eq(issues.contentKind, filter.contentKind));
  if (filter.contentId !== undefined) where.push(eq(issues.contentId, filter.contentId));
  if (filter.createdBy !== undefined) where.push(eq(issues.createdBy, filter.createdBy));
  if (filter.showInProjectMap !== undefined) where.push(eq(issues.showInProjectMap, filter.showInProjectMap));
  return where;
}

const issueColumns = {
  ...getTableColumns(issues),
  subprojectTitle: oldsubprojects.title,
  creatorName: users.username,
  messageCount: sql<number>`(SELECT count(*)::int FROM ${issueMessages} WHERE ${issueMessages.issueId} = ${issues.id})`,
};

function selectIssues(db: Executor) {
  return db
    .select(issueColumns)
    .from(issues)
    .innerJoin(oldsubprojects, eq(oldsubprojects.id, issues.oldsubprojectId))
    .leftJoin(users, eq(users.id, issues.createdBy));
}

export async function listIssues(
  db: Executor,
  scope: ActorScope,
  companyId: number,
  filter: IssueFilter,
  page: { sort: { field: IssueSortField; direction: 'asc' | 'desc' }; limit?: number; offset: number },
): Promise<IssueRow[]> {
  const order = page.sort.direction === 'asc' ? asc : desc;
  const query = selectIssues(db)
    .where(and(eq(issues.companyId, companyId), visibleIssue(scope), ...filterSql(filter)))
    .orderBy(order(issueSortColumns[page.sort.field]), desc(issues.id))
    .offset(page.offset);
  return page.limit === undefined ? query : query.limit(page.limit);
}

export async function findVisibleIssue(
  db: Executor,
  scope: ActorScope,
  companyId: number,
  id: number,
): Promise<IssueRow | undefined> {
  const [row] = await selectIssues(db).where(
    and(eq(issues.id, id), eq(issues.companyId, companyId), visibleIssue(scope)),
  );
  return row;
}

/** The sub-project, if the actor may see it and it is in the company: where a new issue may go. */
export async function findVisibleSubproject(
  db: Executor,
  scope: ActorScope,
  companyId: number,
  id: number,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: oldsubprojects.id })
    .from(oldsubprojects)
    .where(
      and(
        eq(oldsubprojects.id, id),
        eq(oldsubprojects.companyId, companyId),
        visibleSubproject(scope, oldsubprojects.id, oldsubprojects.companyId),
      ),
    );
  return row;
}

export async function contentIsIn(
  db: Executor,
  kind: IssueContentKind,
  id: number,
  subprojectId: number,
): Promise<boolean> {
  const table = contentTables[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.oldsubprojectId, subprojectId)));
  return row !== undefined;
}

export async function insertIssue(db: Executor, values: typeof issues.$inferInsert): Promise<number> {
  const [row] = await db.insert(issues).values(values).returning({ id: issues.id });
  return row!.id;
}

export async function updateIssueRow(
  db: Executor,
  id: number,
  set: Partial<typeof issues.$inferInsert>,
): Promise<void> {
  await db
    .update(issues)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(issues.id, id));
}

export async function deleteIssueRow(db: Executor, id: number): Promise<void> {
  await db.delete(issues).where(eq(issues.id, id));
}

export async function listIssueMessages(db: Executor, issueId: number): Promise<IssueMessageRow[]> {
  const rows = await db
    .select({ ...getTableColumns(issueMessages), authorName: users.username })
    .from(issueMessages)
    .leftJoin(users, eq(users.id, issueMessages.authorId))
    .where(eq(issueMessages.issueId, issueId))
    .orderBy(asc(issueMessages.id));
  return withAttachments(db, rows);
}

async function withAttachments(db: Executor, rows: BareMessageRow[]): Promise<IssueMessageRow[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select({
      messageId: issueMessageFiles.messageId,
      id: files.id,
      name: files.name,
      size: files.size,
      type: files.type,
      storageKey: files.storageKey,
    })
    .from(issueMessageFiles)
    .innerJoin(files, eq(files.id, issueMessageFiles.fileId))
    .where(
      inArray(
        issueMessageFiles.messageId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(issueMessageFiles.position), asc(files.id));
  const byMessage = new Map<number, AttachmentRow[]>();
  for (const { messageId, ...file } of found)
    byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), file]);
  return rows.map((row) => ({ ...row, attachments: byMessage.get(row.id) ?? [] }));
}

/** Sets a message's files to `fileIds` (already checked), in that order; answers the ids it let go. */
export async function setMessageAttachments(
  db: Executor,
  messageId: number,
  fileIds: number[],
): Promise<number[]> {
  const removed = await db
    .delete(issueMessageFiles)
    .where(eq(issueMessageFiles.messageId, messageId))
    .returning({ fileId: issueMessageFiles.fileId });
  if (fileIds.length > 0)
    await db
      .insert(issueMessageFiles)
      .values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
  return removed.map((r) => r.fileId).filter((id) => !fileIds.includes(id));
}

/** The files carried by an issue's messages (or by the listed messages of it). */
export async function messageFileIds(
  db: Executor,
  issueId: number,
  messageIds?: number[],
): Promise<number[]> {
  const rows = await db
    .select({ fileId: issueMessageFiles.fileId })
    .from(issueMessageFiles)
    .innerJoin(issueMessages, eq(issueMessages.id, issueMessageFiles.messageId))
    .where(
      and(
        eq(issueMessages.issueId, issueId),
        messageIds ? inArray(issueMessages.id, messageIds.length > 0 ? messageIds : [0]) : undefined,
      ),
    );
  return rows.map((r) => r.fileId);
}

export async function findIssueMessage(
  db: Executor,
  issueId: number,
  id: number,
): Promise<IssueMessageRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(issueMessages), authorName: users.username })
    .from(issueMessages)
    .leftJoin(users, eq(users.id, issueMessages.authorId))
    .where(and(eq(issueMessages.issueId, issueId), eq(issueMessages.id, id)));
  return row && (await withAttachments(db, [row]))[0];
}

export async function insertIssueMessage(
  db: Executor,
  values: typeof issueMessages.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(issueMessages).values(values).returning({ id: issueMessages.id });
  return row!.id;
}

export async function updateIssueMessage(db: Executor, id: number, body: string): Promise<void> {
  await db.update(issueMessages).set({ body, updatedAt: new Date() }).where(eq(issueMessages.id, id));
}

export async function deleteIssueMessage(db: Executor, id: number): Promise<void> {
  await db.delete(issueMessages).where(eq(issueMessages.id, id));
}

/** Touches the issue so lists sorted by "updated" show where the conversation is. */
export async function touchIssue(db: Executor, id: number): Promise<void> {
  await db.update(issues).set({ updatedAt: new Date() }).where(eq(issues.id, id));
}

/** The messages of many issues, oldest first: one query for a whole export. */
export async function listMessagesOfIssues(db: Executor, issueIds: number[]) {
  if (issueIds.length === 0) return [];
  return db
    .select({ ...getTableColumns(issueMessages), authorName: users.username })
    .from(issueMessages)
    .leftJoin(users, eq(users.id, issueMessages.authorId))
    .where(inArray(issueMessages.issueId, issueIds))
    .orderBy(asc(issueMessages.id));
}
