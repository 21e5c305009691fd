import { adminRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { OverridesAdminService } from './overrides-admin.service.ts';

export function registerOverridesAdminModule(ctx: ModuleContext): void {
  const overrides = new OverridesAdminService(ctx);
  const { mount } = ctx.routes;

  mount(adminRoutes.listOverrides, () => overrides.list());
  mount(adminRoutes.saveOverrides, ({ params, body }) => overrides.save(params.domain, body));
  mount(adminRoutes.deleteOverrides, async ({ params }) => {
    await overrides.remove(params.domain);
    return { ok: true } as const;
  });
}
