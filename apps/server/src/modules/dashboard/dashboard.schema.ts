import type { DashboardLayout } from '@spatium/contracts';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/** A user's own dashboard layout; a user without a row has their role's default. */
export const dashboardLayouts = pgTable('dashboard_layouts', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  layout: jsonb().$type<DashboardLayout>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A note on a day of a user's calendar (SPEC §3 "notes"): the owner's alone. */
export const notes = pgTable(
  'notes',
  {
    id: serial().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notes_owner_day_idx').on(t.ownerId, t.day)],
);

/** Quotes of the day added by administrators; while there are none, a built-in set is used. */
export const quotes = pgTable('quotes', {
  id: serial().primaryKey(),
  text: text().notNull(),
  author: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
