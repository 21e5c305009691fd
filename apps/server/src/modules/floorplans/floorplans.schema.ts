import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { contentTable } from '../content/content.table.ts';

export const floorplans = contentTable('floorplans');

/**
 * A content item or an issue placed on a sheet of a floor plan. Items live in many tables, so there is
 * no foreign key to them: reads join the item's table with the reader's access, so a marker of a
 * deleted or hidden item is never shown.
 */
export const floorplanMarkers = pgTable(
  'floorplan_markers',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    floorplanId: integer()
      .notNull()
      .references(() => floorplans.id, { onDelete: 'cascade' }),
    fileId: integer().notNull(),
    kind: text().notNull(),
    itemId: integer().notNull(),
    scene: text(),
    x: doublePrecision().notNull(),
    y: doublePrecision().notNull(),
    createdBy: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('floorplan_markers_floorplan_idx').on(t.floorplanId)],
);
