import type { ModuleContext } from '../../context.ts';

/** After commit: the owner's other tabs (and devices) refresh their file lists. Nobody else is told. */
export function notifyOwner(
  ctx: Pick<ModuleContext, 'realtime'>,
  ownerId: number,
  type: 'created' | 'updated' | 'deleted',
  result: unknown,
): void {
  ctx.realtime
    .toUser(ownerId)
    .emit('notification', { time: new Date().toISOString(), type, model: 'myfiles', result });
}
