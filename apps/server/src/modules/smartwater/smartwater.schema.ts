import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { oldsubprojects } from '../projects/projects.schema.ts';
import { users } from '../users/users.schema.ts';

/** A point of a company's water network (WGS84), optionally tied to a sub-project. */
export const waterAssets = pgTable(
  'water_assets',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    oldsubprojectId: integer().references(() => oldsubprojects.id, { onDelete: 'set null' }),
    name: text().notNull(),
    kind: text().notNull(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('water_assets_company_idx').on(t.companyId)],
);

/** A sensor on an asset; `low`/`high` are its thresholds (null: none). */
export const waterSensors = pgTable(
  'water_sensors',
  {
    id: serial().primaryKey(),
    // Carried here too so every query by sensor id holds the tenant without a join.
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assetId: integer()
      .notNull()
      .references(() => waterAssets.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    quantity: text().notNull(),
    unit: text().notNull(),
    low: doublePrecision(),
    high: doublePrecision(),
  },
  (t) => [index('water_sensors_company_idx').on(t.companyId), index('water_sensors_asset_idx').on(t.assetId)],
);

/** Readings: one per sensor and time, so a gateway that sends a batch again changes nothing twice. */
export const waterReadings = pgTable(
  'water_readings',
  {
    sensorId: integer()
      .notNull()
      .references(() => waterSensors.id, { onDelete: 'cascade' }),
    time: timestamp({ withTimezone: true }).notNull(),
    value: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sensorId, t.time] })],
);

/** A reading that crossed a threshold; open while `acknowledgedAt` is null. */
export const waterAlerts = pgTable(
  'water_alerts',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sensorId: integer()
      .notNull()
      .references(() => waterSensors.id, { onDelete: 'cascade' }),
    direction: text().notNull(),
    threshold: doublePrecision().notNull(),
    value: doublePrecision().notNull(),
    raisedAt: timestamp({ withTimezone: true }).notNull(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    acknowledgedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('water_alerts_company_idx').on(t.companyId, t.raisedAt),
    // One open alert per sensor and direction: the database holds it, whatever the timing of gateways.
    uniqueIndex('water_alerts_one_open_idx')
      .on(t.sensorId, t.direction)
      .where(sql`${t.acknowledgedAt} is null`),
  ],
);
