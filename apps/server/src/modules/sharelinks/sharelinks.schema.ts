import type { ShareView } from '@spatium/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Short links that open one item's viewer without sign-in (`/v/{code}`). `kind` names the viewer,
 * `itemId` the row of that kind; the code is the only secret. A link goes with its creator and company.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    kind: text().notNull(),
    itemId: integer().notNull(),
    title: text().notNull(),
    view: jsonb().$type<ShareView>(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('share_links_creator_idx').on(t.createdBy, t.createdAt),
    index('share_links_item_idx').on(t.kind, t.itemId),
  ],
);
