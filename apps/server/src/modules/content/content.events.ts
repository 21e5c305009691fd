import type { ModuleContext } from '../../context.ts';
import { audienceOf } from './content.repository.ts';

/**
 * After commit: a `notification` to each user who may see the sub-project's content (users with
 * access, the company's admins, role 3). Never to the whole company room.
 */
export async function notifyContent(
  ctx: Pick<ModuleContext, 'db' | 'realtime' | 'log'>,
  model: string,
  type: 'created' | 'updated' | 'deleted',
  result: unknown,
  where: { subprojectId: number | number[]; companyId: number },
): Promise<void> {
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
