import { adminRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { HotspotsService } from './hotspots.service.ts';

export function registerHotspotsModule(ctx: ModuleContext): void {
  const hotspots = new HotspotsService(ctx);
  const { mount } = ctx.routes;
  const routes = adminRoutes.hotspots;

  mount(routes.list, ({ actor, query }) => hotspots.list(actor, query));
  mount(routes.create, ({ actor, body }) => hotspots.create(actor, body));
  mount(routes.update, ({ actor, params, body }) => hotspots.update(actor, params.id, body));
  mount(routes.remove, async ({ actor, params }) => {
    await hotspots.remove(actor, params.id);
    return { ok: true } as const;
  });
}
