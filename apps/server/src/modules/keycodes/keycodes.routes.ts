import { keyCodeRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { KeyCodeService } from './keycodes.service.ts';

export function registerKeyCodesModule(ctx: ModuleContext): void {
  const { mount } = ctx.routes;
  const service = new KeyCodeService(ctx);
  mount(keyCodeRoutes.keyCodes, ({ actor, query }) => service.list(actor, query.company));
  mount(keyCodeRoutes.generateKeyCodes, ({ actor, body }) => service.generate(actor, body));
  mount(keyCodeRoutes.assignKeyCode, ({ actor, params, body }) => service.assign(actor, params.id, body));
  mount(keyCodeRoutes.markKeyCodeUsed, ({ actor, params, body }) =>
    service.markUsed(actor, params.id, body.machine),
  );
  mount(keyCodeRoutes.revealKeyCode, ({ actor, params }) => service.reveal(actor, params.id));
}
