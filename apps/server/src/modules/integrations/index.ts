import type { ServiceContext } from '../../context.ts';
import { WebhookDeliveries } from './webhooks.service.ts';

/** What other modules use: announce an event to the company's webhooks. */
export { publishWebhookEvent, type WebhookEventInput } from './webhooks.service.ts';

/** The delivery job alone, for a worker process. */
export function registerWebhookJobs(ctx: ServiceContext): void {
  new WebhookDeliveries(ctx);
}
