import type { WaterAlert } from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';

/** The query key (model) under which the web app keeps the water network and its alerts. */
export const smartwaterModel = 'smartwater';

/**
 * Tells the company's readers (not the restricted role, who may not see the network) of a raised or
 * acknowledged alert. Sent after the write has committed; a lost event only delays other screens
 * until their next fetch.
 */
export function announceAlerts(
  ctx: Pick<ServiceContext, 'realtime'>,
  companyId: number,
  type: 'created' | 'updated',
  alerts: WaterAlert[],
): void {
  const time = new Date().toISOString();
  for (const alert of alerts)
    ctx.realtime
      .toCompanyReaders(companyId)
      .emit('notification', { time, type, model: smartwaterModel, result: alert });
}
