import type { Channel, ChatMessage } from '@spatium/contracts';
import { presentAttachment } from '../files/index.ts';
import type { ChannelListRow, MessageRow } from './chat.repository.ts';

export function presentChannel(
  row: ChannelListRow,
  users: number,
  companyChannel: number | undefined,
): Channel {
  const name =
    row.kind === 'company'
      ? row.companyTitle
      : row.kind === 'content'
        ? (row.subprojectTitle ?? '')
        : row.kind === 'notes'
          ? 'Notes'
          : (row.partnerName ?? '');
  return {
    id: row.id,
    kind: row.kind,
    name,
    parent: row.kind === 'content' ? (companyChannel ?? null) : null,
    oldsubproject: row.oldsubprojectId,
    partner: row.partnerId === null ? null : { id: row.partnerId, username: row.partnerName ?? '' },
    users,
    unread: row.unread,
    last_message_at: row.lastMessageAt?.toISOString() ?? null,
  };
}

/** `secret` signs the previews of images, for this viewer only. */
export function presentMessage(row: MessageRow, viewerId: number, secret: string): ChatMessage {
  return {
    id: row.id,
    channel: row.channelId,
    parent: row.parentId,
    body: row.body,
    author: row.authorId === null ? null : { id: row.authorId, username: row.authorName ?? '' },
    mentions: row.mentions,
    attachments: row.attachments.map((file) =>
      presentAttachment(secret, file, `/chat_messages/${row.id}/attachments/${file.id}`, viewerId),
    ),
    replies: row.replies,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    mine: row.authorId === viewerId,
  };
}
