import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

export const annotationStyles = pgTable(
  'annotation_styles',
  {
    id: serial().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    color: text().notNull().default('#fab005'),
    lineWidth: doublePrecision().notNull().default(2),
    fillOpacity: doublePrecision().notNull().default(0.2),
    marker: text().$type<'pin' | 'circle' | 'square' | 'none'>().notNull().default('pin'),
    fontSize: integer().notNull().default(14),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('annotation_styles_owner_idx').on(t.ownerId)],
);
