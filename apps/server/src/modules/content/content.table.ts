import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { files } from '../files/files.schema.ts';
import { oldsubprojects } from '../projects/projects.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * The columns every content kind shares; each kind gets its own table from this, and keeps its own
 * fields in `properties` (checked against contentProperties of the contracts).
 */
export function contentTable(name: string) {
  return pgTable(
    name,
    {
      id: serial().primaryKey(),
      companyId: integer()
        .notNull()
        .references(() => companies.id, { onDelete: 'cascade' }),
      oldsubprojectId: integer()
        .notNull()
        .references(() => oldsubprojects.id, { onDelete: 'cascade' }),
      title: text().notNull(),
      description: text().notNull().default(''),
      enabled: boolean().notNull().default(true),
      order: integer().notNull().default(0),
      properties: jsonb().$type<Record<string, unknown>>().notNull().default({}),
      thumbnailFileId: integer().references(() => files.id, { onDelete: 'set null' }),
      createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
      createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    },
    // A page of 50 walks one of these in the list's order (order, then id) and stops, instead of
    // sorting every visible row: the whole catalogue, or one sub-project's items.
    (t) => [
      index(`${name}_company_idx`).on(t.companyId),
      index(`${name}_subproject_idx`).on(t.oldsubprojectId, t.order, t.id),
      index(`${name}_order_idx`).on(t.order, t.id),
    ],
  );
}
export type ContentTable = ReturnType<typeof contentTable>;
