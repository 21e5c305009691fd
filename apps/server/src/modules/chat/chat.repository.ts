import { capabilities } from '@spatium/contracts';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/database/db.ts';
import { companies, companyMembers } from '../companies/companies.schema.ts';
import type { ActorScope } from '../companies/index.ts';
import { visibleSubproject } from '../content/index.ts';
import { files } from '../files/files.schema.ts';
import { oldsubprojects } from '../projects/projects.schema.ts';
import { users } from '../users/users.schema.ts';
import { chatChannels, chatMessageFiles, chatMessages, chatReads } from './chat.schema.ts';

export type ChannelRow = typeof chatChannels.$inferSelect;
/** A file sent with a message, as the server uses it (the storage key never leaves the server). */
export interface AttachmentRow {
  id: number;
  name: string;
  size: number;
  type: string;
  storageKey: string;
}
export type MessageRow = typeof chatMessages.$inferSelect & {
  authorName: string | null;
  replies: number;
  attachments: AttachmentRow[];
};
type BareMessageRow = Omit<MessageRow, 'attachments'>;

const chatRoles = [...capabilities['chat.use']];

/**
 * "The actor may read this channel" (SPEC §6), for channels of their active company: the company
 * channel, content channels of sub-projects they may see, their own notes, their direct channels.
 */
export function visibleChannel(scope: ActorScope, companyId: number): SQL {
  const content = visibleSubproject(scope, chatChannels.oldsubprojectId, chatChannels.companyId) ?? sql`true`;
  return and(
    eq(chatChannels.companyId, companyId),
    or(
      eq(chatChannels.kind, 'company'),
      and(eq(chatChannels.kind, 'content'), content),
      and(eq(chatChannels.kind, 'notes'), eq(chatChannels.userA, scope.userId)),
      and(
        eq(chatChannels.kind, 'direct'),
        or(eq(chatChannels.userA, scope.userId), eq(chatChannels.userB, scope.userId)),
      ),
    ),
  ) as SQL;
}

/**
 * Makes the channels the actor should have: the company's, their notes, and one per sub-project they
 * may see. Content channels are made on first sight rather than with each sub-project, so no other
 * module needs to know chat exists.
 */
export async function ensureChannels(db: Executor, scope: ActorScope, companyId: number): Promise<void> {
  await db
    .insert(chatChannels)
    .values([
      { companyId, kind: 'company' },
      { companyId, kind: 'notes', userA: scope.userId },
    ])
    .onConflictDoNothing();
  const visible = visibleSubproject(scope, oldsubprojects.id, oldsubprojects.companyId) ?? sql`true`;
  await db.execute(sql`
    INSERT INTO ${chatChannels} (company_id, kind, oldsubproject_id)
    SELECT ${oldsubprojects.companyId}, 'content', ${oldsubprojects.id} FROM ${oldsubprojects}
    WHERE ${oldsubprojects.companyId} = ${companyId} AND ${visible}
    ON CONFLICT DO NOTHING`);
}

const partner = alias(users, 'partner');

export interface ChannelListRow extends ChannelRow {
  companyTitle: string;
  subprojectTitle: string | null;
  partnerId: number | null;
  partnerName: string | null;
  unread: number;
  lastMessageAt: Date | null;
}

export async function listChannels(
  db: Executor,
  scope: ActorScope,
  companyId: number,
): Promise<ChannelListRow[]> {
  const me = scope.userId;
  const rows = await db
    .select({
      ...getTableColumns(chatChannels),
      companyTitle: companies.title,
      subprojectTitle: oldsubprojects.title,
      partnerId: partner.id,
      partnerName: partner.username,
      unread: sql<number>`(SELECT count(*)::int FROM ${chatMessages} m WHERE m.channel_id = ${chatChannels.id}
        AND m.id > coalesce((SELECT r.last_read_id FROM ${chatReads} r WHERE r.channel_id = ${chatChannels.id} AND r.user_id = ${me}), 0)
        AND m.author_id IS DISTINCT FROM ${me})`,
      lastMessageAt: sql<Date | null>`(SELECT max(m.created_at) FROM ${chatMessages} m WHERE m.channel_id = ${chatChannels.id})`,
    })
    .from(chatChannels)
    .innerJoin(companies, eq(companies.id, chatChannels.companyId))
    .leftJoin(oldsubprojects, eq(oldsubprojects.id, chatChannels.oldsubprojectId))
    .leftJoin(
      partner,
      and(
        eq(chatChannels.kind, 'direct'),
        eq(
          partner.id,
          sql`CASE WHEN ${chatChannels.userA} = ${me} THEN ${chatChannels.userB} ELSE ${chatChannels.userA} END`,
        ),
      ),
    )
    .where(visibleChannel(scope, companyId))
    .orderBy(chatChannels.id);
  return rows.map((r) => ({
    ...r,
    lastMessageAt: r.lastMessageAt === null ? null : new Date(r.lastMessageAt),
  }));
}

export async function findVisibleChannel(
  db: Executor,
  scope: ActorScope,
  companyId: number,
  id: number,
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.id, id), visibleChannel(scope, companyId)));
  return row;
}

/** Members of the company whose role uses chat; `among` narrows to these ids. */
export async function chatMembers(db: Executor, companyId: number, among?: number[]) {
  return db
    .select({ id: users.id, username: users.username })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        inArray(users.roleId, chatRoles),
        among ? inArray(users.id, among.length > 0 ? among : [0]) : undefined,
      ),
    )
    .orderBy(users.username);
}

export async function findOrCreateDirect(
  db: Executor,
  companyId: number,
  a: number,
  b: number,
): Promise<ChannelRow> {
  const [userA, userB] = a < b ? [a, b] : [b, a];
  await db.insert(chatChannels).values({ companyId, kind: 'direct', userA, userB }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(chatChannels)
    .where(
      and(
        eq(chatChannels.companyId, companyId),
        eq(chatChannels.kind, 'direct'),
        eq(chatChannels.userA, userA),
        eq(chatChannels.userB, userB),
      ),
    );
  return row!;
}

export async function companyChannelId(db: Executor, companyId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(and(eq(chatChannels.companyId, companyId), eq(chatChannels.kind, 'company')));
  return row?.id;
}

const messageColumns = {
  ...getTableColumns(chatMessages),
  authorName: users.username,
  replies: sql<number>`(SELECT count(*)::int FROM ${chatMessages} r WHERE r.parent_id = ${chatMessages.id})`,
};

function selectMessages(db: Executor) {
  return db.select(messageColumns).from(chatMessages).leftJoin(users, eq(users.id, chatMessages.authorId));
}

/** The files of many messages, in their order: one query for a whole page. */
export async function attachmentsOf(
  db: Executor,
  messageIds: number[],
): Promise<Map<number, AttachmentRow[]>> {
  const result = new Map<number, AttachmentRow[]>();
  if (messageIds.length === 0) return result;
  const rows = await db
    .select({
      messageId: chatMessageFiles.messageId,
      id: files.id,
      name: files.name,
      size: files.size,
      type: files.type,
      storageKey: files.storageKey,
    })
    .from(chatMessageFiles)
    .innerJoin(files, eq(files.id, chatMessageFiles.fileId))
    .where(inArray(chatMessageFiles.messageId, messageIds))
    .orderBy(asc(chatMessageFiles.position), asc(files.id));
  for (const { messageId, ...file } of rows) result.set(messageId, [...(result.get(messageId) ?? []), file]);
  return result;
}

async function withAttachments(db: Executor, rows: BareMessageRow[]): Promise<MessageRow[]> {
  const found = await attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, attachments: found.get(row.id) ?? [] }));
}

export async function linkAttachments(db: Executor, messageId: number, fileIds: number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insert(chatMessageFiles)
    .values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
}

export async function listMessages(
  db: Executor,
  channelId: number,
  page: { before?: number | undefined; thread?: number | undefined; limit: number },
): Promise<MessageRow[]> {
  const rows = await selectMessages(db)
    .where(
      and(
        eq(chatMessages.channelId, channelId),
        page.thread === undefined ? isNull(chatMessages.parentId) : eq(chatMessages.parentId, page.thread),
        page.before === undefined ? undefined : lt(chatMessages.id, page.before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(page.limit);
  return withAttachments(db, rows);
}

export async function findMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(db).where(eq(chatMessages.id, id));
  return row && (await withAttachments(db, [row]))[0];
}

export async function insertMessage(db: Executor, values: typeof chatMessages.$inferInsert): Promise<number> {
  const [row] = await db.insert(chatMessages).values(values).returning({ id: chatMessages.id });
  return row!.id;
}

export async function editMessage(db: Executor, id: number, body: string, mentions: number[]): Promise<void> {
  await db.update(chatMessages).set({ body, mentions, editedAt: new Date() }).where(eq(chatMessages.id, id));
}

/** Deletes a message and its thread; answers the ids that went and the ids of the files they carried. */
export async function deleteMessageAndThread(
  db: Executor,
  id: number,
): Promise<{ messageIds: number[]; fileIds: number[] }> {
  const replies = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.parentId, id));
  const messageIds = [id, ...replies.map((r) => r.id)];
  const attached = await db
    .select({ fileId: chatMessageFiles.fileId })
    .from(chatMessageFiles)
    .where(inArray(chatMessageFiles.messageId, messageIds));
  await db.delete(chatMessages).where(eq(chatMessages.id, id));
  return { messageIds, fileIds: attached.map((a) => a.fileId) };
}

/** Moves the user's read mark forward, never back. */
export async function markRead(
  db: Executor,
  channelId: number,
  userId: number,
  messageId: number,
): Promise<void> {
  await db
    .insert(chatReads)
    .values({ channelId, userId, lastReadId: messageId })
    .onConflictDoUpdate({
      target: [chatReads.channelId, chatReads.userId],
      set: { lastReadId: sql`greatest(${chatReads.lastReadId}, excluded.last_read_id)` },
    });
}

export async function searchMessages(
  db: Executor,
  scope: ActorScope,
  companyId: number,
  text: string,
): Promise<MessageRow[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await selectMessages(db)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
    .where(and(visibleChannel(scope, companyId), sql`${chatMessages.body} ILIKE ${pattern}`))
    .orderBy(desc(chatMessages.id))
    .limit(50);
  return withAttachments(db, rows);
}

/** Users, among `candidates`, named by an @username in the text. */
export async function usersNamed(db: Executor, names: string[], candidates: number[]): Promise<number[]> {
  if (names.length === 0 || candidates.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, candidates),
        inArray(
          sql`lower(${users.username})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
