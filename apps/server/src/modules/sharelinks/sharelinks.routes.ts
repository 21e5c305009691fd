import { shareLinkRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { ShareLinkService } from './sharelinks.service.ts';

/** Share links (`/v/{code}`); the kinds they open register their viewer with the returned service. */
export function registerShareLinksModule(ctx: ModuleContext): ShareLinkService {
  const service = new ShareLinkService(ctx);
  const { mount } = ctx.routes;
  mount(shareLinkRoutes.createShareLink, ({ actor, body }) => service.create(actor, body));
  mount(shareLinkRoutes.listMyShareLinks, ({ actor }) => service.listMine(actor));
  mount(shareLinkRoutes.revokeShareLink, ({ actor, params }) => service.revoke(actor, params.id));
  // A guesser of codes or PINs gets few tries per address, on top of the PIN's own throttle.
  mount(shareLinkRoutes.openShareLink, ({ params, query }) => service.open(params.code, query.unlock), {
    rateLimit: 120,
  });
  mount(
    shareLinkRoutes.unlockShareLink,
    ({ params, body }, { request }) => service.unlock(params.code, body.pin, request.ip),
    { rateLimit: 30 },
  );
  return service;
}
