import { adminRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { TokensService } from './tokens.service.ts';

export function registerTokensModule(ctx: ModuleContext): void {
  const tokens = new TokensService(ctx);
  ctx.sessions.acceptApiTokens(tokens);
  const { mount } = ctx.routes;

  mount(adminRoutes.listTokens, ({ actor, query }) => tokens.list(actor, query));
  mount(adminRoutes.createToken, ({ actor, body }) => tokens.create(actor, body));
  mount(adminRoutes.deleteToken, async ({ actor, params }) => {
    await tokens.remove(actor, params.id);
    return { ok: true } as const;
  });
}
