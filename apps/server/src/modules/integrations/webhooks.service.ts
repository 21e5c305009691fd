import { randomUUID } from 'node:crypto';
import { type WebhookEvent, type WebhookPayload, webhookMaxAttempts } from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import {
  type DeliveryRow,
  findDelivery,
  type IntegrationRow,
  insertDeliveries,
  integrationsCollection,
  listWebhookTargets,
  pruneDeliveries,
  recordAttempt,
} from './integrations.repository.ts';
import { sendWebhook } from './webhooks.sender.ts';
import { signWebhook } from './webhooks.signing.ts';

export const DELIVERY_JOB = 'integrations.deliver';

/** Each retry waits five times longer than the one before: 30 s, 2.5 min, 12.5 min, ~1 h by default. */
const BACKOFF_FACTOR = 5;

export interface WebhookEventInput {
  companyId: number;
  event: WebhookEvent;
  /** The item as presented to screens; the reader's own `abilities` are left out. */
  data: unknown;
}

/**
 * Queues a delivery of the event to each of its company's enabled webhooks that subscribe to it.
 * Called after the change committed; never throws, since the change stands either way.
 */
export async function publishWebhookEvent(
  ctx: Pick<ServiceContext, 'db' | 'jobs' | 'log'>,
  input: WebhookEventInput,
): Promise<void> {
  try {
    const targets = await listWebhookTargets(ctx.db, input.companyId, input.event);
    if (targets.length === 0) return;
    const payload: WebhookPayload = {
      id: randomUUID(),
      event: input.event,
      created_at: new Date().toISOString(),
      company: input.companyId,
      data: withoutAbilities(input.data),
    };
    const rows = await insertDeliveries(
      ctx.db,
      targets.map((target) => newDelivery({ id: target.id, companyId: input.companyId }, payload)),
    );
    for (const row of rows) await ctx.jobs.enqueue(DELIVERY_JOB, { id: row.id });
    await pruneDeliveries(ctx.db, input.companyId);
  } catch (error) {
    ctx.log.warn({ err: error, event: input.event }, 'queueing webhook deliveries failed');
  }
}

export function newDelivery(integration: { id: number; companyId: number }, payload: WebhookPayload) {
  return {
    integrationId: integration.id,
    companyId: integration.companyId,
    eventId: payload.id,
    event: payload.event,
    payload,
    status: 'pending' as const,
    attemptsLeft: webhookMaxAttempts,
  };
}

function withoutAbilities(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const { abilities: _, ...rest } = data as Record<string, unknown>;
  return rest;
}

/** Sends queued deliveries, one attempt per job; a failed attempt queues the next with backoff. */
export class WebhookDeliveries {
  private readonly ctx: ServiceContext;

  constructor(ctx: ServiceContext) {
    this.ctx = ctx;
    ctx.jobs.work<{ id: number }>(DELIVERY_JOB, ({ id }) => this.attempt(id));
  }

  async queue(integration: IntegrationRow, payload: WebhookPayload): Promise<DeliveryRow> {
    const [row] = await insertDeliveries(this.ctx.db, [newDelivery(integration, payload)]);
    await this.ctx.jobs.enqueue(DELIVERY_JOB, { id: row!.id });
    return row!;
  }

  async attempt(id: number): Promise<void> {
    const delivery = await findDelivery(this.ctx.db, id);
    // Gone with its integration, or a job that ran twice after the delivery was settled.
    if (!delivery || delivery.attemptsLeft <= 0 || delivery.status === 'delivered') return;
    const integration = await integrationsCollection.find(this.ctx.db, delivery.integrationId, [
      delivery.companyId,
    ]);
    if (!integration) return;
    const at = new Date();
    const result = integration.enabled
      ? await this.send(integration, delivery)
      : { statusCode: null, durationMs: 0, error: 'The integration is turned off' };
    const round = webhookMaxAttempts - delivery.attemptsLeft + 1;
    const delivered = result.error === null;
    const retry = !delivered && integration.enabled && delivery.attemptsLeft > 1;
    const delaySeconds = this.ctx.config.webhooks.retryBaseSeconds * BACKOFF_FACTOR ** (round - 1);
    const nextAttemptAt = retry ? new Date(at.getTime() + delaySeconds * 1000) : null;
    await recordAttempt(
      this.ctx.db,
      id,
      {
        attempt: delivery.attempts.length + 1,
        at: at.toISOString(),
        status_code: result.statusCode,
        duration_ms: result.durationMs,
        error: result.error,
        next_attempt_at: nextAttemptAt?.toISOString() ?? null,
      },
      {
        status: delivered ? 'delivered' : retry ? 'retrying' : 'failed',
        attemptsLeft: retry ? delivery.attemptsLeft - 1 : 0,
        nextAttemptAt,
      },
    );
    if (retry) await this.ctx.jobs.enqueue(DELIVERY_JOB, { id }, { delaySeconds });
  }

  private send(integration: IntegrationRow, delivery: DeliveryRow) {
    const body = JSON.stringify(delivery.payload);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'Spatium-Webhooks/1.0',
      'x-spatium-event': delivery.event,
      'x-spatium-event-id': delivery.eventId,
      'x-spatium-delivery': String(delivery.id),
    };
    // Without a secret (an admin removed it) the body goes unsigned; the admin page says so.
    if (integration.secret)
      headers['x-spatium-signature'] = signWebhook(integration.secret, body, Math.floor(Date.now() / 1000));
    return sendWebhook(integration.url, body, headers, {
      allowPrivate: this.ctx.config.webhooks.allowPrivate,
    });
  }
}
