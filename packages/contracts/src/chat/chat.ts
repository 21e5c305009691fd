import { z } from 'zod';
import { Attachment, AttachmentIds } from '../catalogue/files.ts';
import { id, text, urlId } from '../core/primitives.ts';

/** SPEC §3 channel kinds; a thread is a message's replies, inside its channel. */
export const channelKinds = ['company', 'content', 'notes', 'direct'] as const;
export const ChannelKind = z.enum(channelKinds);
export type ChannelKind = z.infer<typeof ChannelKind>;

export const chatMessages = {
  disabled: 'Chat is not enabled for your company on this site.',
  notYours: 'You can only change or delete your own messages.',
  directToSelf: 'Write to yourself in your private notes channel.',
} as const;

export const Channel = z.object({
  id: id(),
  kind: ChannelKind,
  name: text().describe('The company’s title, the sub-project’s title, "Notes", or the other person’s name'),
  parent: id().nullable().describe('The parent channel: the company channel for content channels'),
  oldsubproject: id().nullable(),
  /** The other person of a direct channel. */
  partner: z.object({ id: id(), username: text() }).nullable(),
  users: z.number().int().describe('How many users may read the channel'),
  unread: z.number().int(),
  last_message_at: text().nullable(),
});
export type Channel = z.infer<typeof Channel>;

export const ChatMessage = z.object({
  id: id(),
  channel: id(),
  parent: id().nullable().describe('The message whose thread this reply is in'),
  body: text(),
  author: z.object({ id: id(), username: text() }).nullable(),
  mentions: z.array(id()),
  attachments: z.array(Attachment),
  replies: z.number().int().describe('Replies in this message’s thread'),
  created_at: text(),
  edited_at: text().nullable(),
  mine: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const MessagesQuery = z.object({
  before: urlId().optional().describe('Only messages older than this id: the next page back in history'),
  thread: urlId().optional().describe('The replies of this message instead of the channel’s messages'),
  _limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type MessagesQuery = z.infer<typeof MessagesQuery>;

export const PostMessageBody = z
  .object({
    body: text().trim().max(10_000).default(''),
    parent: id().optional().describe('Reply in the thread of this message'),
    attachments: AttachmentIds.default([]).describe('Finished uploads (purpose attachment) to send with it'),
  })
  // A message may be only a file, but never nothing.
  .refine((message) => message.body.length > 0 || message.attachments.length > 0, {
    message: 'Write a message first',
    path: ['body'],
  });
export type PostMessageBody = z.infer<typeof PostMessageBody>;

export const EditMessageBody = z.object({ body: text().trim().min(1, 'Write a message first').max(10_000) });
export type EditMessageBody = z.infer<typeof EditMessageBody>;

export const DirectChannelBody = z.object({ user: id() });
export type DirectChannelBody = z.infer<typeof DirectChannelBody>;

export const MarkReadBody = z.object({ message: id().describe('The newest message the user has seen') });
export type MarkReadBody = z.infer<typeof MarkReadBody>;

export const ChatSearchQuery = z.object({
  q: text().trim().min(3, 'Enter at least 3 characters').max(200),
});
export type ChatSearchQuery = z.infer<typeof ChatSearchQuery>;

/** Someone the user may write to: a user of their active company who uses chat. */
export const ChatPerson = z.object({ id: id(), username: text() });
export type ChatPerson = z.infer<typeof ChatPerson>;

/** A message was deleted: open channels drop it. */
export const MessageDeletedPayload = z.object({ id: id(), channel: id(), parent: id().nullable() });
export const AttachmentParams = z.object({ id: urlId(), fileId: urlId() });
export type AttachmentParams = z.infer<typeof AttachmentParams>;

export type MessageDeletedPayload = z.infer<typeof MessageDeletedPayload>;
