import { routes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { AuthService } from './auth.service.ts';

const SIGN_IN_LIMIT = 10;

export function registerAuthModule(ctx: ModuleContext): void {
  const auth = new AuthService(ctx);
  const { mount } = ctx.routes;

  mount(
    routes.customauth,
    ({ body }, { request }) => auth.login(body.identifier, body.password, { ip: request.ip }),
    {
      rateLimit: SIGN_IN_LIMIT,
    },
  );
  mount(
    routes.verify2fa,
    async ({ actor, body }, { request }) => ({
      jwt: await auth.verifyTwoFactor(actor, body.code, { ip: request.ip }),
    }),
    {
      rateLimit: SIGN_IN_LIMIT,
    },
  );
  mount(routes.setup2fa, ({ actor }) => auth.setupTwoFactor(actor));
  mount(
    routes.enable2fa,
    async ({ actor, body }, { request }) => ({
      jwt: await auth.enableTwoFactor(actor, body.code, { ip: request.ip }),
    }),
    {
      rateLimit: SIGN_IN_LIMIT,
    },
  );
  mount(
    routes.disable2fa,
    async ({ actor, body }, { request }) => ({
      jwt: await auth.disableTwoFactor(actor, body.code, { ip: request.ip }),
    }),
    { rateLimit: SIGN_IN_LIMIT },
  );
  mount(routes.getauth, async ({ actor }) => ({
    authenticated: true as const,
    id: actor.id,
    role: actor.roleId,
    impersonated_by: actor.impersonatedBy,
  }));
  mount(routes.logout, async ({ actor }, { request }) => {
    await auth.logout(actor, { ip: request.ip });
    return { ok: true as const };
  });
  mount(routes.impersonate, async ({ actor, body }, { request }) => ({
    jwt: await auth.impersonate(actor, body.user_id, { ip: request.ip }),
  }));
  mount(routes.reset2fa, async ({ actor, params }) => {
    await auth.resetTwoFactor(actor, params.id);
    return { ok: true as const };
  });
  mount(
    routes.forgotPassword,
    async ({ body }, { request }) => {
      await auth.requestPasswordReset(body.email, { ip: request.ip });
      return { ok: true as const };
    },
    { rateLimit: 5 },
  );
  mount(
    routes.resetPassword,
    async ({ body }) => {
      await auth.resetPassword(body.code, body.password);
      return { ok: true as const };
    },
    { rateLimit: SIGN_IN_LIMIT },
  );
  mount(routes.createInvitation, ({ actor, body }) => auth.createInvitation(actor, body));
  mount(routes.getInvitation, ({ params }) => auth.describeInvitation(params.token), { rateLimit: 30 });
  mount(routes.registerFromInvite, async ({ body }) => ({ jwt: await auth.registerFromInvite(body) }), {
    rateLimit: SIGN_IN_LIMIT,
  });
}
