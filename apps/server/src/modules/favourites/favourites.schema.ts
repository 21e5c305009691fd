import type { ContentKind } from '@spatium/contracts';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/**
 * A user's favourite content item (SPEC §3 "favourites (type, content_id, order)"). Kinds live in
 * separate tables, so `contentId` has no foreign key: an item the user can no longer see (or that is
 * gone) is left out when favourites are read.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<ContentKind>().notNull(),
    contentId: integer().notNull(),
    order: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_user_item_idx').on(t.userId, t.type, t.contentId),
    index('favourites_user_order_idx').on(t.userId, t.order),
  ],
);
