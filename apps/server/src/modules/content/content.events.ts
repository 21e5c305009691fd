import { type ContentItem, WebhookEvent } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { publishWebhookEvent } from '../integrations/index.ts';
import { asSeenByReader } from './content.presenter.ts';
import { contentAudience } from './content.repository.ts';

/**
 * After commit: a `notification` to each user who may see the sub-project's content (users with
 * access, the company's admins, role 3), never to the whole company room; and the same change to
 * the company's webhooks that subscribe to it. An item is presented as its writer sees it; those who
 * may only read it get it as the catalogue shows it to them.
 */
export async function notifyContent(
  ctx: Pick<ModuleContext, 'db' | 'realtime' | 'log' | 'jobs'>,
  model: string,
  type: 'created' | 'updated' | 'deleted',
  result: ContentItem | { id: number },
  where: { subprojectId: number | number[]; companyId: number },
): Promise<void> {
  const forReaders = 'kind' in result ? asSeenByReader(result) : result;
  await notifySubprojectAudience(ctx, model, type, { editors: result, readers: forReaders }, where);
}

/**
 * A `notification` to those who may see a sub-project's content, after commit: `editors` (role 3,
 * the company's admins) and `readers` (users with access) each get the result as they would see it.
 */
export async function notifySubprojectAudience(
  ctx: Pick<ModuleContext, 'db' | 'realtime' | 'log' | 'jobs'>,
  model: string,
  type: 'created' | 'updated' | 'deleted',
  result: { editors: unknown; readers: unknown },
  where: { subprojectId: number | number[]; companyId: number },
): Promise<void> {
  const event = WebhookEvent.safeParse(`${model}.${type}`);
  if (event.success)
    await publishWebhookEvent(ctx, { companyId: where.companyId, event: event.data, data: result.editors });
  try {
    const audience = await contentAudience(
      ctx.db,
      Array.isArray(where.subprojectId) ? where.subprojectId : [where.subprojectId],
      where.companyId,
    );
    const time = new Date().toISOString();
    for (const { id, editor } of audience)
      ctx.realtime
        .toUser(id)
        .emit('notification', { time, type, model, result: editor ? result.editors : result.readers });
  } catch (error) {
    // The change is committed; a lost notification only delays other screens until they refetch.
    ctx.log.warn({ err: error }, 'content notification failed');
  }
}
