import { smartwaterRoutes } from '@spatium/contracts';
import type { FastifyRequest } from 'fastify';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { SmartwaterService } from './smartwater.service.ts';

/** Smartwater: the water network's assets, sensor readings, thresholds, alerts and the gateways' ingestion. */
export function registerSmartwaterModule(ctx: ModuleContext): void {
  const service = new SmartwaterService(ctx);
  const { mount } = ctx.routes;
  const caller = (actor: Actor, request: FastifyRequest) => ({ actor, domain: request.hostname });
  mount(smartwaterRoutes.waterAssets, ({ actor, query }, { request }) =>
    service.assets(caller(actor, request), query.company),
  );
  mount(smartwaterRoutes.sensorReadings, ({ actor, params, query }, { request }) =>
    service.readings(caller(actor, request), params.id, query),
  );
  mount(smartwaterRoutes.sensorThresholds, ({ actor, params, body }, { request }) =>
    service.setThresholds(caller(actor, request), params.id, body),
  );
  mount(smartwaterRoutes.waterAlerts, ({ actor, query }, { request }) =>
    service.alerts(caller(actor, request), query),
  );
  mount(smartwaterRoutes.acknowledgeWaterAlert, ({ actor, params }, { request }) =>
    service.acknowledge(caller(actor, request), params.id),
  );
  mount(smartwaterRoutes.ingestReadings, ({ actor, body }) => service.ingest(actor, body));
}
