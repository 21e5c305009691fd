import { z } from 'zod';
import { IdParam } from '../core/params.ts';
import { text, urlId } from '../core/primitives.ts';
import { defineRoute } from '../core/route.ts';
import { contentKindNames } from './content.ts';

const contentChanges = ['created', 'updated', 'deleted'] as const;

/**
 * What a webhook integration may subscribe to: the changes the server already announces to open
 * screens (a content item created, updated or deleted, per kind; a project or sub-project deleted),
 * a panorama's tiling finished, and an invitation sent. `ping` is sent only on request.
 */
export const webhookEvents = [
  ...contentKindNames.flatMap((kind) => contentChanges.map((change) => `${kind}.${change}` as const)),
  'oldprojects.deleted',
  'oldsubprojects.deleted',
  'panoramas.tiling_finished',
  'users.invited',
] as const;
export const WebhookEvent = z.enum(webhookEvents);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** The events an integration listens to; given twice, an event is kept once. */
export const WebhookEvents = z
  .array(WebhookEvent)
  .max(webhookEvents.length * 2)
  .transform((events) => [...new Set(events)]);
export type WebhookEvents = z.infer<typeof WebhookEvents>;

/** The JSON body of every delivery, signed in `X-Spatium-Signature` (docs/WEBHOOKS.md). */
export const WebhookPayload = z.object({
  id: text().describe('The event id; a redelivery sends the same id, so receivers can skip repeats'),
  event: z.union([WebhookEvent, z.literal('ping')]),
  created_at: text().describe('When the event happened (ISO 8601)'),
  company: z.number().int(),
  data: z.unknown().describe('The item as its list endpoint presents it, or {id} on delete'),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

/** How many times a delivery is tried before it is given up (a redelivery starts afresh). */
export const webhookMaxAttempts = 5;

export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  at: text(),
  status_code: z.number().int().nullable().describe('The receiver’s HTTP status; null if none came'),
  duration_ms: z.number().int(),
  error: text().nullable(),
  next_attempt_at: text().nullable().describe('When it is tried again; null when it will not be'),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const IntegrationDelivery = z.object({
  id: z.number().int(),
  integration: z.number().int(),
  event_id: text(),
  event: text(),
  status: z.enum(['pending', 'retrying', 'delivered', 'failed']),
  created_at: text(),
  next_attempt_at: text().nullable(),
  attempts: z.array(WebhookAttempt),
  payload: WebhookPayload,
});
export type IntegrationDelivery = z.infer<typeof IntegrationDelivery>;

export const DeliveryParams = IdParam.extend({
  delivery: urlId().max(2_147_483_647).describe('Delivery id'),
});
export type DeliveryParams = z.infer<typeof DeliveryParams>;

/** Deliveries of an integration, for the company's admins; the routes beside GET integrations. */
export const integrationWebhookRoutes = {
  deliveries: defineRoute({
    method: 'GET',
    path: '/integrations/:id/deliveries',
    summary: 'The latest deliveries of a webhook integration, newest first, with every attempt',
    tags: ['integrations'],
    access: { capability: 'company.administer' },
    params: IdParam,
    query: z.object({ _limit: z.coerce.number().int().min(1).max(200).default(50) }),
    response: z.array(IntegrationDelivery),
  }),
  redeliver: defineRoute({
    method: 'POST',
    path: '/integrations/:id/deliveries/:delivery/redeliver',
    summary: 'Send a delivery again (same event id, five fresh attempts)',
    tags: ['integrations'],
    access: { capability: 'company.administer' },
    params: DeliveryParams,
    response: IntegrationDelivery,
    status: 201,
  }),
  ping: defineRoute({
    method: 'POST',
    path: '/integrations/:id/ping',
    summary: 'Send a `ping` event now, to try the receiver',
    tags: ['integrations'],
    access: { capability: 'company.administer' },
    params: IdParam,
    response: IntegrationDelivery,
    status: 201,
  }),
  rotateSecret: defineRoute({
    method: 'POST',
    path: '/integrations/:id/secret',
    summary: 'Replace the signing secret with a new generated one, shown only in this answer',
    tags: ['integrations'],
    access: { capability: 'company.administer' },
    params: IdParam,
    response: z.object({ secret: text().describe('Shown only now') }),
  }),
} as const;
