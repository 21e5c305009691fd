import { adminRoutes, catalogueRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { AdminUsersService } from './admin-users.service.ts';

export function registerAdminUsersModule(ctx: ModuleContext): void {
  const users = new AdminUsersService(ctx);
  const { mount } = ctx.routes;

  mount(adminRoutes.adminUsers, ({ query }) =>
    users.list({ ...query, companyId: query.company, q: query.q }),
  );
  mount(adminRoutes.updateUser, ({ actor, params, body }) => users.update(actor, params.id, body));
  mount(adminRoutes.deleteUser, async ({ actor, params }) => {
    await users.remove(actor, params.id);
    return { ok: true } as const;
  });
  mount(catalogueRoutes.mycompanyusers, ({ actor, params }) => users.companyMembers(actor, params.companyId));
  mount(adminRoutes.roles, () => users.roles());
}
