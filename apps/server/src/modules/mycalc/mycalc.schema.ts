import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/** A user's own constants and calculations (SPEC §3 `mycalc`), applied to measurements in the 3D viewers. */
export const calculations = pgTable(
  'calculations',
  {
    id: serial().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Arithmetic on x, checked by the contracts' parser before it is stored. */
    expression: text().notNull(),
    unit: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calculations_owner_idx').on(t.ownerId)],
);
