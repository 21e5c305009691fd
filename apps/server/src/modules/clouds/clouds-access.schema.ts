import type { VolumeResult } from '@spatium/contracts';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';
import { clouds } from './clouds.schema.ts';

/** A cloud's PIN (SPEC §1), hashed; kept out of the item's properties, which every viewer reads. */
export const cloudPins = pgTable('cloud_pins', {
  cloudId: integer()
    .primaryKey()
    .references(() => clouds.id, { onDelete: 'cascade' }),
  pinHash: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Measurements of the 3D toolkit, per user and content item (`content` names the kind, `itemId`
 * the row; kept when a viewer's kind has no table here). Points are in the item's own coordinates.
 */
export const measurements = pgTable(
  'measurements',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    itemId: integer().notNull(),
    kind: text().notNull(),
    title: text().notNull(),
    points: jsonb().$type<[number, number, number][]>().notNull(),
    /** A volume's result, computed in the viewer (points alone do not determine it); null for other kinds. */
    volume: jsonb().$type<VolumeResult>(),
    visible: boolean().notNull().default(true),
    shared: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('measurements_item_idx').on(t.content, t.itemId)],
);
