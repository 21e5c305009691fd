import {
  type Channel,
  type ChatMessage,
  type ChatPerson,
  chatMessages as chatTexts,
  type MessagesQuery,
  messages,
  type PostMessageBody,
} from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, companyWithFeature, loadActorScope } from '../companies/index.ts';
import {
  claimAttachments,
  deleteFileRows,
  type OpenedFile,
  openStoredFile,
  withPreviews,
} from '../files/index.ts';
import { dropNotificationsAbout, storeNotifications } from '../notifications/index.ts';
import { channelReaders, sendDeletion, sendMessage } from './chat.events.ts';
import { presentChannel, presentMessage } from './chat.presenter.ts';
import {
  type ChannelRow,
  chatMembers,
  companyChannelId,
  deleteMessageAndThread,
  editMessage,
  ensureChannels,
  findMessage,
  findOrCreateDirect,
  findVisibleChannel,
  insertMessage,
  linkAttachments,
  listChannels,
  listMessages,
  type MessageRow,
  markRead,
  searchMessages,
  usersNamed,
} from './chat.repository.ts';

/** A message's files were not the sender's fresh uploads (or are already sent): upload them again. */
export const attachmentRefused = 'An attached file was not found. Upload it again and send the message.';

export interface ChatCaller {
  actor: Actor;
  domain: string;
}

// @username: the characters a username may hold; a trailing full stop ends the sentence, not the name.
const mentionPattern = /(?:^|[^\w@])@([\w][\w.-]*[\w]|[\w])/g;

export function mentionedNames(body: string): string[] {
  return [...new Set([...body.matchAll(mentionPattern)].map((m) => m[1]!))];
}

/** Chat: channels by kind, messages, threads, read state, mentions and their realtime fan-out. */
export class ChatService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  private get secret(): string {
    return this.ctx.config.jwtSecret;
  }

  private async enter(caller: ChatCaller): Promise<{ scope: ActorScope; companyId: number }> {
    const scope = await loadActorScope(this.ctx.db, caller.actor);
    const companyId = await companyWithFeature(this.ctx.db, scope, 'chat', caller.domain, chatTexts.disabled);
    return { scope, companyId };
  }

  private async channel(scope: ActorScope, companyId: number, id: number): Promise<ChannelRow> {
    const channel = await findVisibleChannel(this.ctx.db, scope, companyId, id);
    if (!channel) throw notFound('The channel');
    return channel;
  }

  async channels(caller: ChatCaller): Promise<Channel[]> {
    const { scope, companyId } = await this.enter(caller);
    await ensureChannels(this.ctx.db, scope, companyId);
    const [rows, companyChannel] = await Promise.all([
      listChannels(this.ctx.db, scope, companyId),
      companyChannelId(this.ctx.db, companyId),
    ]);
    return Promise.all(
      rows.map(async (row) =>
        presentChannel(row, (await channelReaders(this.ctx, row)).length, companyChannel),
      ),
    );
  }

  async people(caller: ChatCaller): Promise<ChatPerson[]> {
    const { scope, companyId } = await this.enter(caller);
    return (await chatMembers(this.ctx.db, companyId)).filter((person) => person.id !== scope.userId);
  }

  async openDirect(caller: ChatCaller, userId: number): Promise<Channel> {
    const { scope, companyId } = await this.enter(caller);
    if (userId === scope.userId) throw badRequest(chatTexts.directToSelf);
    const [other] = await chatMembers(this.ctx.db, companyId, [userId]);
    if (!other) throw notFound('The user');
    const channel = await findOrCreateDirect(this.ctx.db, companyId, scope.userId, userId);
    const rows = await listChannels(this.ctx.db, scope, companyId);
    return presentChannel(rows.find((r) => r.id === channel.id)!, 2, undefined);
  }

  async messages(caller: ChatCaller, channelId: number, query: MessagesQuery): Promise<ChatMessage[]> {
    const { scope, companyId } = await this.enter(caller);
    await this.channel(scope, companyId, channelId);
    if (query.thread !== undefined) await this.threadRoot(channelId, query.thread);
    const rows = await listMessages(this.ctx.db, channelId, {
      before: query.before,
      thread: query.thread,
      limit: query._limit,
    });
    return rows.map((row) => presentMessage(row, scope.userId, this.secret));
  }

  async post(caller: ChatCaller, channelId: number, body: PostMessageBody): Promise<ChatMessage> {
    const { scope, companyId } = await this.enter(caller);
    const channel = await this.channel(scope, companyId, channelId);
    if (body.parent !== undefined) await this.threadRoot(channelId, body.parent);
    const readers = await channelReaders(this.ctx, channel);
    const mentions = await usersNamed(this.ctx.db, mentionedNames(body.body), readers);
    const id = await this.ctx.db.transaction(async (tx) => {
      const messageId = await insertMessage(tx, {
        channelId,
        parentId: body.parent ?? null,
        authorId: scope.userId,
        body: body.body,
        mentions,
      });
      // Claimed inside the transaction: a refused file leaves no message behind.
      const claimed = await claimAttachments(tx, companyId, scope.userId, body.attachments);
      if (claimed.length !== body.attachments.length) throw badRequest(attachmentRefused, 'chat.attachment');
      await linkAttachments(tx, messageId, body.attachments);
      // What one writes, one has read.
      await markRead(tx, channelId, scope.userId, messageId);
      return messageId;
    });
    const message = (await findMessage(this.ctx.db, id))!;
    sendMessage(this.ctx, readers, message);
    await this.notifyAbout(message, channel, readers, mentions, scope.userId);
    return presentMessage(message, scope.userId, this.secret);
  }

  async edit(caller: ChatCaller, messageId: number, body: string): Promise<ChatMessage> {
    const { scope, companyId } = await this.enter(caller);
    const { message, channel } = await this.ownMessage(scope, companyId, messageId);
    if (message.body === body) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    const readers = await channelReaders(this.ctx, channel);
    const mentions = await usersNamed(this.ctx.db, mentionedNames(body), readers);
    await editMessage(this.ctx.db, messageId, body, mentions);
    const edited = (await findMessage(this.ctx.db, messageId))!;
    sendMessage(this.ctx, readers, edited);
    const fresh = mentions.filter((id) => !message.mentions.includes(id) && id !== scope.userId);
    await storeNotifications(this.ctx, fresh, mentionNotification(edited));
    return presentMessage(edited, scope.userId, this.secret);
  }

  async remove(caller: ChatCaller, messageId: number): Promise<{ ok: true }> {
    const { scope, companyId } = await this.enter(caller);
    const { message, channel } = await this.ownMessage(scope, companyId, messageId);
    const storageKeys = await this.ctx.db.transaction(async (tx) => {
      const gone = await deleteMessageAndThread(tx, messageId);
      await dropNotificationsAbout(tx, 'messages', gone.messageIds);
      return deleteFileRows(tx, gone.fileIds);
    });
    sendDeletion(this.ctx, await channelReaders(this.ctx, channel), message);
    await this.deleteStored(storageKeys);
    return { ok: true };
  }

  async markRead(caller: ChatCaller, channelId: number, messageId: number): Promise<{ ok: true }> {
    const { scope, companyId } = await this.enter(caller);
    await this.channel(scope, companyId, channelId);
    const message = await findMessage(this.ctx.db, messageId);
    if (!message || message.channelId !== channelId) throw notFound('The message');
    await markRead(this.ctx.db, channelId, scope.userId, messageId);
    return { ok: true };
  }

  /** A file of a message, for a reader of its channel; 404 for anyone else, as for a missing file. */
  async openAttachment(
    caller: ChatCaller,
    messageId: number,
    fileId: number,
    rangeHeader: string | undefined,
  ): Promise<OpenedFile> {
    const { scope, companyId } = await this.enter(caller);
    const message = await findMessage(this.ctx.db, messageId);
    const channel = message && (await findVisibleChannel(this.ctx.db, scope, companyId, message.channelId));
    const file = channel && message.attachments.find((f) => f.id === fileId);
    const opened = file && (await openStoredFile(this.ctx.storage, file, rangeHeader));
    if (!opened) throw notFound('The file');
    return opened;
  }

  /** After commit: the bytes of deleted files and their previews; a failure leaves an orphan, not an error. */
  private async deleteStored(keys: string[]): Promise<void> {
    for (const key of withPreviews(keys))
      await this.ctx.storage.delete(key).catch((error: unknown) => {
        this.ctx.log.warn({ err: error, key }, 'a deleted attachment’s bytes could not be removed');
      });
  }

  async search(caller: ChatCaller, text: string): Promise<ChatMessage[]> {
    const { scope, companyId } = await this.enter(caller);
    const rows = await searchMessages(this.ctx.db, scope, companyId, text);
    return rows.map((row) => presentMessage(row, scope.userId, this.secret));
  }

  /** Threads are one level deep: a reply answers a top-level message of the same channel. */
  private async threadRoot(channelId: number, id: number): Promise<MessageRow> {
    const root = await findMessage(this.ctx.db, id);
    if (!root || root.channelId !== channelId) throw notFound('The message');
    if (root.parentId !== null) throw badRequest('Reply to the thread’s first message.');
    return root;
  }

  private async ownMessage(scope: ActorScope, companyId: number, messageId: number) {
    const message = await findMessage(this.ctx.db, messageId);
    const channel = message && (await findVisibleChannel(this.ctx.db, scope, companyId, message.channelId));
    if (!message || !channel) throw notFound('The message');
    if (message.authorId !== scope.userId) throw forbidden(chatTexts.notYours);
    return { message, channel };
  }

  /** Stored notifications: mentions, and a personal message to the other person. */
  private async notifyAbout(
    message: MessageRow,
    channel: ChannelRow,
    readers: number[],
    mentions: number[],
    authorId: number,
  ): Promise<void> {
    const mentioned = mentions.filter((id) => id !== authorId);
    await storeNotifications(this.ctx, mentioned, mentionNotification(message));
    if (channel.kind === 'direct') {
      const other = readers.filter((id) => id !== authorId && !mentioned.includes(id));
      await storeNotifications(this.ctx, other, {
        type: 'message',
        model: 'messages',
        result: resultOf(message),
      });
    }
  }
}

const resultOf = (message: MessageRow) => ({
  id: message.id,
  title: message.body.length > 80 ? `${message.body.slice(0, 79)}…` : message.body,
  channel: message.channelId,
  ...(message.authorName && { by: message.authorName }),
});

function mentionNotification(message: MessageRow) {
  return { type: 'mention' as const, model: 'messages' as const, result: resultOf(message) };
}
