import { routes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { UsersService, updateUser } from '../users/index.ts';
import {
  findAgreementVersion,
  getOverrides,
  latestAgreementVersion,
  listAgreements,
  listLocales,
  publishAgreement,
} from './settings.service.ts';

export function registerSettingsModule(ctx: ModuleContext): void {
  const { mount } = ctx.routes;
  const users = new UsersService(ctx);

  mount(routes.overrides, ({ query }) => getOverrides(ctx.db, query.domain, ctx.config));
  mount(routes.agreements, ({ query }) => listAgreements(ctx.db, query));
  mount(routes.publishAgreement, ({ body }) => publishAgreement(ctx.db, body));
  mount(routes.acceptAgreements, async ({ actor, body }) => {
    await findAgreementVersion(ctx.db, body.agreement);
    if (body.agreement !== (await latestAgreementVersion(ctx.db))) {
      throw badRequest(
        'A newer version of the agreement exists. Reload and accept that one.',
        'agreements.outdated',
      );
    }
    await updateUser(ctx.db, actor.id, { lastAcceptance: body.agreement, terms: true });
    return { user: await users.profile(actor.id) };
  });
  mount(routes.locales, async () => listLocales());
}
