import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { contentTable } from '../content/content.table.ts';
import { oldsubprojects } from '../projects/projects.schema.ts';

export const maps = contentTable('maps');

/**
 * Where a sub-project or content item stands on its project's map. Kinds live in separate tables,
 * so there is no foreign key to the item: reads join the item's table, so a placement of a deleted
 * item is never shown, and the sub-project's cascade removes the rest.
 */
export const mapPlacements = pgTable(
  'map_placements',
  {
    kind: text().notNull(),
    itemId: integer().notNull(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    oldsubprojectId: integer()
      .notNull()
      .references(() => oldsubprojects.id, { onDelete: 'cascade' }),
    lon: doublePrecision().notNull(),
    lat: doublePrecision().notNull(),
    level: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    index('map_placements_subproject_idx').on(t.oldsubprojectId),
  ],
);
