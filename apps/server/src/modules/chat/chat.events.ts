import type { ServiceContext } from '../../context.ts';
import { contentAudience } from '../content/index.ts';
import { presentMessage } from './chat.presenter.ts';
import { type ChannelRow, chatMembers, type MessageRow } from './chat.repository.ts';

type Ctx = Pick<ServiceContext, 'db' | 'realtime' | 'log' | 'config'>;

/**
 * Who may read a channel now, asked at every message, so removing a user's access stops their
 * messages at once: the company channel every chat user of the company; a content channel those of
 * them who may see its sub-project; notes the owner; a direct channel its two users (while they are
 * still in the company).
 */
export async function channelReaders(ctx: Pick<Ctx, 'db'>, channel: ChannelRow): Promise<number[]> {
  if (channel.kind === 'notes') return channel.userA === null ? [] : [channel.userA];
  if (channel.kind === 'direct') {
    const pair = [channel.userA, channel.userB].filter((id): id is number => id !== null);
    return (await chatMembers(ctx.db, channel.companyId, pair)).map((u) => u.id);
  }
  if (channel.kind === 'company') return (await chatMembers(ctx.db, channel.companyId)).map((u) => u.id);
  const audience = await contentAudience(ctx.db, [channel.oldsubprojectId!], channel.companyId);
  return (
    await chatMembers(
      ctx.db,
      channel.companyId,
      audience.map((u) => u.id),
    )
  ).map((u) => u.id);
}

/** After commit: `newmwessage` (SPEC §7 spelling) to every open socket of every reader, and to no one else. */
export function sendMessage(ctx: Ctx, readers: number[], message: MessageRow): void {
  for (const userId of readers)
    ctx.realtime.toUser(userId).emit('newmwessage', presentMessage(message, userId, ctx.config.jwtSecret));
}

export function sendDeletion(ctx: Ctx, readers: number[], message: MessageRow): void {
  const payload = { id: message.id, channel: message.channelId, parent: message.parentId };
  for (const userId of readers) ctx.realtime.toUser(userId).emit('messagedeleted', payload);
}
