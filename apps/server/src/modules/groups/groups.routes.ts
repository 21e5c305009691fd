import { adminRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { GroupsService } from './groups.service.ts';

export function registerGroupsModule(ctx: ModuleContext): void {
  const groups = new GroupsService(ctx);
  const { mount } = ctx.routes;
  const routes = adminRoutes.groups;

  mount(routes.list, ({ actor, query }) => groups.list(actor, query));
  mount(routes.create, ({ actor, body }) => groups.create(actor, body));
  mount(routes.update, ({ actor, params, body }) => groups.update(actor, params.id, body));
  mount(routes.remove, async ({ actor, params }) => {
    await groups.remove(actor, params.id);
    return { ok: true } as const;
  });
}
