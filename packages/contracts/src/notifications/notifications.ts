import { z } from 'zod';
import { id, text } from '../core/primitives.ts';

/** What a stored notification is about (SPEC §3 notifications: time, type, model, result). */
export const notificationTypes = ['mention', 'issue_created', 'issue_updated', 'message'] as const;
export const NotificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof NotificationType>;

export const StoredNotification = z.object({
  id: id(),
  time: text(),
  type: NotificationType,
  model: z.enum(['issues', 'messages']),
  result: z.object({
    id: id().describe('The issue or the message'),
    title: text().describe('The issue’s title or the message’s first words'),
    channel: id().optional(),
    by: text().optional().describe('Who did it'),
  }),
  read: z.boolean(),
});
export type StoredNotification = z.infer<typeof StoredNotification>;

export const NotificationsList = z.object({
  unread: z.number().int(),
  items: z.array(StoredNotification),
});
export type NotificationsList = z.infer<typeof NotificationsList>;
