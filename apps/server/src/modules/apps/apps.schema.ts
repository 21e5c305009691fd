import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/** A user's installed tools (SPEC §3 apps: installs have app_id). A user holds each tool once. */
export const appInstalls = pgTable(
  'app_installs',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: text().notNull(),
    installedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Leads with user_id, so it also serves listing one user's installs.
  (t) => [uniqueIndex('app_installs_user_app_idx').on(t.userId, t.appId)],
);
