import { appMessages, appRoutes, toolManifests } from '@spatium/contracts';
import type { FastifyRequest } from 'fastify';
import type { ModuleContext } from '../../context.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { getOverrides } from '../settings/index.ts';
import { mayUseTool, toolsFor } from './apps.policy.ts';
import { presentApp, presentInstall } from './apps.presenter.ts';
import { deleteInstall, insertInstall, listInstalls } from './apps.repository.ts';

/** The {product}Tools marketplace (SPEC §1, §4): the catalogue and each user's own installs. */
export function registerAppsModule(ctx: ModuleContext): void {
  const { mount } = ctx.routes;
  const { db } = ctx;
  // SPEC §6: the domain's `disable_apps` (on unless a domain turns tools on) closes the marketplace
  // in the API too, not only in the menu.
  const assertToolsOn = async (request: FastifyRequest) => {
    if ((await getOverrides(db, request.hostname)).disable_apps)
      throw new HttpError(403, appMessages.disabled, 'apps.disabled');
  };

  mount(appRoutes.wiesoapps, async ({ actor }, { request }) => {
    await assertToolsOn(request);
    const installed = new Set((await listInstalls(db, actor.id)).map((row) => row.appId));
    return toolsFor(actor.roleId).map((tool) => presentApp(tool, installed.has(tool.id)));
  });
  mount(appRoutes.myApps, async ({ actor }, { request }) => {
    await assertToolsOn(request);
    const offered = new Set(toolsFor(actor.roleId).map((tool) => tool.id as string));
    // A tool the user's role no longer allows stays in the table but is not theirs to run.
    return (await listInstalls(db, actor.id)).filter((row) => offered.has(row.appId)).map(presentInstall);
  });
  mount(appRoutes.installApp, async ({ actor, body }, { request }) => {
    await assertToolsOn(request);
    const tool = toolManifests.find((t) => t.id === body.app_id);
    if (!tool) throw notFound('The tool');
    if (!mayUseTool(actor.roleId, tool)) throw forbidden(appMessages.installFailed);
    return presentInstall(await insertInstall(db, actor.id, tool.id));
  });
  mount(appRoutes.uninstallApp, async ({ actor, body }) => {
    if (!(await deleteInstall(db, actor.id, body.app_id))) throw notFound('The installed tool');
    return { ok: true } as const;
  });
}
