import type { ContentKind } from '@spatium/contracts';
import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    // A heartbeat every 15 s of every visible tab: an int4 id would run out within weeks at full load.
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().$type<'pageview' | 'heartbeat'>().notNull(),
    session: text().notNull(),
    path: text().notNull(),
    referrer: text(),
    locale: text(),
    // What the path shows, resolved when the event arrives (analytics.attribution.ts): the company
    // whose page it is, so a company admin's report is one indexed range; null for the site's own pages.
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    contentKind: text().$type<ContentKind>(),
    contentId: integer(),
    // A tour seen through its public link (/publictours/:id), by anyone, signed in or not.
    publicTour: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_session_idx').on(t.session, t.createdAt),
    // Reports read a time range, of every company (role 3) or of one company.
    index('analytics_events_created_idx').on(t.createdAt),
    index('analytics_events_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
