import type { NotificationType, StoredNotification } from '@spatium/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/** Stored notifications (SPEC §3: time, type, model, result), one row per recipient. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<NotificationType>().notNull(),
    model: text().$type<StoredNotification['model']>().notNull(),
    result: jsonb().$type<StoredNotification['result']>().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);
