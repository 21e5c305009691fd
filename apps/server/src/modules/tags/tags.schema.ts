import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';

export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    color: text().notNull().default('#228be6'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tags_company_idx').on(t.companyId)],
);

export const contentTags = pgTable(
  'content_tags',
  {
    kind: text().notNull(),
    itemId: integer().notNull(),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.tagId] }), index('content_tags_tag_idx').on(t.tagId)],
);
