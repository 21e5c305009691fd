import { WebhookEvent } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { publishWebhookEvent } from '../integrations/index.ts';
import { audienceOf } from './content.repository.ts';

/**
 * After commit: a `notification` to each user who may see the sub-project's content (users with
 * access, the company's admins, role 3), never to the whole company room; and the same change to
 * the company's webhooks that subscribe to it.
 */
export async function notifyContent(
  ctx: Pick<ModuleContext, 'db' | 'realtime' | 'log' | 'jobs'>,
  model: string,
  type: 'created' | 'updated' | 'deleted',
  result: unknown,
  where: { subprojectId: number | number[]; companyId: number },
): Promise<void> {
  const event = WebhookEvent.safeParse(`${model}.${type}`);
  if (event.success)
    await publishWebhookEvent(ctx, { companyId: where.companyId, event: event.data, data: result });
  try {
    const audience = await audienceOf(
      ctx.db,
      Array.isArray(where.subprojectId) ? where.subprojectId : [where.subprojectId],
      where.companyId,
    );
    const notification = { time: new Date().toISOString(), type, model, result };
    for (const userId of audience) ctx.realtime.toUser(userId).emit('notification', notification);
  } catch (error) {
    // The change is committed; a lost notification only delays other screens until they refetch.
    ctx.log.warn({ err: error }, 'content notification failed');
  }
}
