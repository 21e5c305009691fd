import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';

/** A stored file. `storageKey` is made by the server; `name` is only ever shown. */
export const files = pgTable(
  'files',
  {
    id: serial().primaryKey(),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    // The tus upload id.
    uploadId: text().unique(),
    name: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    type: text().notNull(),
    purpose: text().notNull(),
    storageKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_company_idx').on(t.companyId), index('files_owner_idx').on(t.ownerId)],
);

/** Which files belong to which content item (kinds live in separate tables, so no foreign key to them). */
export const contentFiles = pgTable(
  'content_files',
  {
    kind: text().notNull(),
    itemId: integer().notNull(),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.fileId] }),
    index('content_files_file_idx').on(t.fileId),
  ],
);
