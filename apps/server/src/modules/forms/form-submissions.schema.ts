import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';
import { forms } from './forms.schema.ts';

/** Filled-in forms: the answers as sent, checked against the form's fields at the time. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial().primaryKey(),
    formId: integer()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    companyId: integer().notNull(),
    submittedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    answers: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_form_idx').on(t.formId, t.createdAt)],
);
