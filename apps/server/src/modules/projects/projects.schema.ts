import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';

/** Projects (SPEC §3 `oldprojects`). */
export const oldprojects = pgTable(
  'oldprojects',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    order: integer().notNull().default(0),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oldprojects_company_idx').on(t.companyId, t.order)],
);

/** Sub-projects (SPEC §3 `oldsubprojects`); access is granted per user in subproject_access. */
export const oldsubprojects = pgTable(
  'oldsubprojects',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    oldprojectId: integer()
      .notNull()
      .references(() => oldprojects.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    order: integer().notNull().default(0),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oldsubprojects_company_idx').on(t.companyId, t.order),
    index('oldsubprojects_project_idx').on(t.oldprojectId, t.order),
    // The sub-project list of a user with access to many: walk in list order, stop after _limit.
    index('oldsubprojects_order_idx').on(t.order, t.id),
  ],
);

export const subprojectAccess = pgTable(
  'subproject_access',
  {
    oldsubprojectId: integer()
      .notNull()
      .references(() => oldsubprojects.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.oldsubprojectId, t.userId] }),
    index('subproject_access_user_idx').on(t.userId),
  ],
);
