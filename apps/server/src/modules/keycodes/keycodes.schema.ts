import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Software key codes of the offline product. `sealed` is the code encrypted with the server's key
 * (keycodes.crypto.ts), so a copy of the database alone reveals no code; `hint` is its last four
 * characters, to tell codes apart on screen.
 */
export const keyCodes = pgTable(
  'key_codes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sealed: text().notNull(),
    hint: text().notNull(),
    assignedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    machine: text(),
    usedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('key_codes_company_idx').on(t.companyId),
    index('key_codes_assigned_user_idx').on(t.assignedUserId),
  ],
);
