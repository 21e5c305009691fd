import { threedRoutes } from '@spatium/contracts';
import type { ModuleContext, ServiceContext } from '../../context.ts';
import { ContentService, registerContentKind } from '../content/index.ts';
import type { ShareLinkService } from '../sharelinks/index.ts';
import { threeds } from './threeds.schema.ts';
import { ThreedService, threedContentHooks } from './threeds.service.ts';

/**
 * 3D models (glTF, GLB, OBJ, FBX, STL, PLY). properties (all server-written): `format` of the model
 * file; `status`, `progress`, `error`, `error_code` of its conversion to GLB; `source_file`, the file
 * shown; `public` (set by its managers) opens it at /3dviewer/{id} without sign-in, and share links
 * (`/v/{code}`, kind threed) open it for anyone holding the code. Files: the model and its .mtl and
 * textures (upload purpose `threed`). The viewer loads the glTF/GLB only through signed grants.
 */
export function registerThreedsModule(ctx: ModuleContext, shareLinks: ShareLinkService): ContentService {
  const content = registerContentKind(ctx, 'threeds', threeds, threedContentHooks(ctx));
  const service = new ThreedService(ctx, content);
  const { mount } = ctx.routes;
  mount(threedRoutes.threedViewer, ({ actor, params }) => service.viewer(actor, params.id));
  mount(threedRoutes.publicThreed, ({ params }) => service.publicViewer(params.id));
  shareLinks.register('threed', service.shareTarget());
  mount(threedRoutes.threedModel, async ({ params }, { reply }) => {
    const model = await service.openModel(params.id, params.grant);
    // A new .mtl converts the same file again under the same URL: browsers must ask each time.
    reply.header('content-type', model.type);
    reply.header('content-length', String(model.object.size));
    reply.header('cache-control', 'private, no-cache');
    return model.object.stream;
  });
  return content;
}

/** The conversion job alone, for a worker process. */
export function registerThreedJobs(ctx: ServiceContext): void {
  new ThreedService(ctx, new ContentService(ctx, 'threeds', threeds, threedContentHooks(ctx)));
}
