import type { ContentItem } from '@spatium/contracts';
import { inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { loadActorScope } from '../companies/index.ts';
import { users } from '../users/users.schema.ts';
import { audienceOf, type ContentRecord } from './content.repository.ts';
import type { ContentService } from './content.service.ts';

/**
 * How a job's progress (tiling, conversion) reaches screens: each user who may see the item gets it
 * as they would read it, in an `updated` notification. Failures are logged: the job's result is
 * stored either way, and screens catch up on their next fetch.
 */
export async function notifyEachReader(
  ctx: Pick<ServiceContext, 'db' | 'realtime' | 'log'>,
  content: ContentService,
  row: Pick<ContentRecord, 'id' | 'companyId' | 'oldsubprojectId'>,
): Promise<void> {
  try {
    const audience = await audienceOf(ctx.db, [row.oldsubprojectId], row.companyId);
    if (audience.length === 0) return;
    const readers = await ctx.db
      .select({ id: users.id, roleId: users.roleId, companyId: users.companyId, email: users.email })
      .from(users)
      .where(inArray(users.id, audience));
    for (const user of readers) {
      const actor: Actor = { ...user, scope: 'full', impersonatedBy: null };
      const access = await loadActorScope(ctx.db, actor);
      let item: ContentItem;
      try {
        item = await content.present(access, await content.findVisible(access, row.id));
      } catch {
        continue; // Not visible to this user (any more), or deleted meanwhile.
      }
      ctx.realtime.toUser(user.id).emit('notification', {
        time: new Date().toISOString(),
        type: 'updated',
        model: content.kind,
        result: item,
      });
    }
  } catch (error) {
    ctx.log.warn({ err: error, kind: content.kind, id: row.id }, 'progress notification failed');
  }
}
