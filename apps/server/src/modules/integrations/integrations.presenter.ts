import type { Integration, IntegrationDelivery } from '@spatium/contracts';
import type { z } from 'zod';
import type { DeliveryRow, IntegrationRow } from './integrations.repository.ts';

/** The secret never leaves the server; `has_secret` says whether one is set. */
export function presentIntegration(
  row: IntegrationRow,
  abilities: { update: boolean; delete: boolean },
): z.infer<typeof Integration> {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    company: row.companyId,
    url: row.url,
    enabled: row.enabled,
    events: row.events,
    has_secret: row.secret !== null && row.secret !== '',
    created_at: row.createdAt.toISOString(),
    abilities,
  };
}

export function presentDelivery(row: DeliveryRow): IntegrationDelivery {
  return {
    id: row.id,
    integration: row.integrationId,
    event_id: row.eventId,
    event: row.event,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    attempts: row.attempts,
    payload: row.payload,
  };
}
