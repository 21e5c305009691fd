import type { WebhookPayload } from '@spatium/contracts';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';

export const integrations = pgTable(
  'integrations',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    type: text().$type<'webhook' | 'sharepoint' | 'procore' | 'autodesk' | 'custom'>().notNull(),
    url: text().notNull(),
    // Never sent back to a client; `has_secret` says whether one is set. Kept readable: it signs.
    secret: text(),
    enabled: boolean().notNull().default(true),
    // The webhook events it subscribes to (contracts `webhookEvents`).
    events: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('integrations_company_idx').on(t.companyId)],
);

export interface DeliveryAttempt {
  attempt: number;
  at: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  next_attempt_at: string | null;
}

/** One event sent to one webhook, with every attempt; sending goes through the job queue. */
export const integrationDeliveries = pgTable(
  'integration_deliveries',
  {
    id: serial().primaryKey(),
    integrationId: integer()
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    eventId: text().notNull(),
    event: text().notNull(),
    payload: jsonb().$type<WebhookPayload>().notNull(),
    status: text().$type<'pending' | 'retrying' | 'delivered' | 'failed'>().notNull().default('pending'),
    // Attempts since it was (re)queued; a redelivery starts a fresh count of attempts.
    attemptsLeft: integer().notNull(),
    attempts: jsonb().$type<DeliveryAttempt[]>().notNull().default([]),
    nextAttemptAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integration_deliveries_integration_idx').on(t.integrationId, t.id),
    index('integration_deliveries_company_idx').on(t.companyId),
  ],
);
