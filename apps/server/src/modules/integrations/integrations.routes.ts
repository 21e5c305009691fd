import { adminRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { IntegrationsService } from './integrations.service.ts';

export function registerIntegrationsModule(ctx: ModuleContext): void {
  const integrations = new IntegrationsService(ctx);
  const { mount } = ctx.routes;
  const routes = adminRoutes.integrations;

  mount(routes.list, ({ actor, query }) => integrations.list(actor, query));
  mount(routes.create, ({ actor, body }) => integrations.create(actor, body));
  mount(routes.update, ({ actor, params, body }) => integrations.update(actor, params.id, body));
  mount(routes.remove, async ({ actor, params }) => {
    await integrations.remove(actor, params.id);
    return { ok: true } as const;
  });
  mount(routes.deliveries, ({ actor, params, query }) =>
    integrations.listDeliveries(actor, params.id, query._limit),
  );
  mount(routes.redeliver, ({ actor, params }) => integrations.redeliver(actor, params.id, params.delivery));
  mount(routes.ping, ({ actor, params }) => integrations.ping(actor, params.id));
  mount(routes.rotateSecret, ({ actor, params }) => integrations.rotateSecret(actor, params.id));
}
