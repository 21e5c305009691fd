import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { CompanyCollection } from '../companies/index.ts';
import { type DeliveryAttempt, integrationDeliveries, integrations } from './integrations.schema.ts';

export type IntegrationRow = typeof integrations.$inferSelect;

export const integrationsCollection = new CompanyCollection(
  integrations,
  { id: integrations.id, title: integrations.title, created_at: integrations.createdAt },
  { field: 'title', direction: 'asc' },
);

export type DeliveryRow = typeof integrationDeliveries.$inferSelect;

/** The company's enabled webhooks that subscribe to the event: never another company's. */
export function listWebhookTargets(db: Executor, companyId: number, event: string) {
  return db
    .select({ id: integrations.id })
    .from(integrations)
    .where(
      and(
        eq(integrations.companyId, companyId),
        eq(integrations.type, 'webhook'),
        eq(integrations.enabled, true),
        sql`${integrations.events} @> ${JSON.stringify([event])}::jsonb`,
      ),
    );
}

export function insertDeliveries(
  db: Executor,
  values: (typeof integrationDeliveries.$inferInsert)[],
): Promise<DeliveryRow[]> {
  if (values.length === 0) return Promise.resolve([]);
  return db.insert(integrationDeliveries).values(values).returning();
}

export async function findDelivery(db: Executor, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(integrationDeliveries).where(eq(integrationDeliveries.id, id));
  return row;
}

export async function findDeliveryOf(
  db: Executor,
  integration: { id: number; companyId: number },
  id: number,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(integrationDeliveries)
    .where(
      and(
        eq(integrationDeliveries.id, id),
        eq(integrationDeliveries.integrationId, integration.id),
        eq(integrationDeliveries.companyId, integration.companyId),
      ),
    );
  return row;
}

export function listDeliveries(
  db: Executor,
  integration: { id: number; companyId: number },
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(integrationDeliveries)
    .where(
      and(
        eq(integrationDeliveries.integrationId, integration.id),
        eq(integrationDeliveries.companyId, integration.companyId),
      ),
    )
    .orderBy(desc(integrationDeliveries.id))
    .limit(limit);
}

/** Appends an attempt in the same statement as the new state, so concurrent attempts both stay. */
export async function recordAttempt(
  db: Executor,
  id: number,
  attempt: DeliveryAttempt,
  state: Pick<DeliveryRow, 'status' | 'attemptsLeft' | 'nextAttemptAt'>,
): Promise<void> {
  await db
    .update(integrationDeliveries)
    .set({
      ...state,
      attempts: sql`${integrationDeliveries.attempts} || ${JSON.stringify([attempt])}::jsonb`,
    })
    .where(eq(integrationDeliveries.id, id));
}

/** The delivery log keeps a month. */
export async function pruneDeliveries(db: Executor, companyId: number): Promise<void> {
  await db
    .delete(integrationDeliveries)
    .where(
      and(
        eq(integrationDeliveries.companyId, companyId),
        lt(integrationDeliveries.createdAt, sql`now() - interval '30 days'`),
      ),
    );
}
