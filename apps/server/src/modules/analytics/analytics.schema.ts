import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial().primaryKey(),
    kind: text().$type<'pageview' | 'heartbeat'>().notNull(),
    session: text().notNull(),
    path: text().notNull(),
    referrer: text(),
    locale: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_session_idx').on(t.session, t.createdAt)],
);
