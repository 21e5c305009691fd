import { routes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { UsersService } from './users.service.ts';

export function registerUsersModule(ctx: ModuleContext): void {
  const users = new UsersService(ctx);
  const { mount } = ctx.routes;

  mount(routes.getme, async ({ actor }) => ({ user: await users.profile(actor.id) }));
  mount(routes.getUser, ({ actor, params }) => users.getUser(actor, params.id));
  mount(routes.updateMe, ({ actor, body }) => users.updateProfile(actor, body));
  mount(routes.changePassword, async ({ actor, body }, { request }) => ({
    jwt: await users.changePassword(actor, body.currentPassword, body.password, { ip: request.ip }),
  }));
  mount(
    routes.uploadAvatar,
    async ({ actor }, { request }) => {
      if (!request.isMultipart())
        throw badRequest('Send the picture as multipart/form-data in the field "file".');
      const file = await request.file();
      if (file?.fieldname !== 'file') throw badRequest('Send the picture in the field "file".');
      const image = await file.toBuffer();
      return users.setAvatar(actor, image);
    },
    { rawBody: true },
  );
  mount(routes.avatar, async ({ params }, { reply }) => {
    const file = await users.avatar(params.key);
    reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=31536000, immutable');
    return reply.send(file.stream) as never;
  });
  mount(routes.deleteMe, async ({ actor, body }, { request }) => {
    await users.deleteAccount(actor, body.password, { ip: request.ip });
    return null;
  });
  mount(routes.switchCompany, async ({ actor, body }) => ({
    user: await users.switchCompany(actor, body.company),
  }));
}
