import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';

export const integrations = pgTable(
  'integrations',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    type: text().$type<'webhook' | 'sharepoint' | 'procore' | 'autodesk' | 'custom'>().notNull(),
    url: text().notNull(),
    // Never sent back to a client; `has_secret` says whether one is set.
    secret: text(),
    enabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('integrations_company_idx').on(t.companyId)],
);
