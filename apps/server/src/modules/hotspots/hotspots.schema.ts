import { defaultMarkerStyle } from '@spatium/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { tours } from '../tours/tours.schema.ts';

export interface HotspotStyleRow {
  width: number;
  height: number;
  line: number;
  color: string;
  icon: string;
}

export const hotspots = pgTable(
  'hotspots',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tourId: integer().references(() => tours.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    type: text().$type<'info' | 'link' | 'poi'>().notNull().default('info'),
    importance: text().$type<'low' | 'medium' | 'high'>().notNull().default('medium'),
    style: jsonb()
      .$type<HotspotStyleRow>()
      .notNull()
      .default({ ...defaultMarkerStyle, color: '#fab005', icon: 'info' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hotspots_company_idx').on(t.companyId), index('hotspots_tour_idx').on(t.tourId)],
);
