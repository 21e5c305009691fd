import { adminRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { PlacesService } from './places.service.ts';

export function registerPlacesModule(ctx: ModuleContext): void {
  const places = new PlacesService(ctx);
  const { mount } = ctx.routes;
  const routes = adminRoutes.places;

  mount(routes.list, ({ actor, query }) => places.list(actor, query));
  mount(routes.create, ({ actor, body }) => places.create(actor, body));
  mount(routes.update, ({ actor, params, body }) => places.update(actor, params.id, body));
  mount(routes.remove, async ({ actor, params }) => {
    await places.remove(actor, params.id);
    return { ok: true } as const;
  });
}
