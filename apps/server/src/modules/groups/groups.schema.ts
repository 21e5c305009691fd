import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';

export const userGroups = pgTable(
  'user_groups',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_groups_company_idx').on(t.companyId)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: integer()
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);
