import { tourRoutes } from '@spatium/contracts';
import type { FastifyReply } from 'fastify';
import type { ModuleContext, ServiceContext } from '../../context.ts';
import { ContentService, registerContentKind } from '../content/index.ts';
import { panoramas } from './panoramas.schema.ts';
import { PanoramaService, panoramaContentHooks } from './panoramas.service.ts';

/**
 * Panoramas: equirectangular 360° photos, the scenes of tours.
 * properties: `status` follows tiling (uploaded → tiling → ready | failed) with `progress` and `error`;
 * `width`/`height` and the tile `levels` once tiled. Files: the panorama image (upload purpose
 * `panorama`); a new image starts the tiling job. Tiles are served only through signed grants.
 */
export function registerPanoramasModule(ctx: ModuleContext): ContentService {
  const content = registerContentKind(ctx, 'panoramas', panoramas, panoramaContentHooks(ctx));
  const service = new PanoramaService(ctx, content);

  const { mount } = ctx.routes;
  mount(tourRoutes.panoramaViewer, ({ actor, params }) => service.viewer(actor, params.id));
  mount(tourRoutes.panoramaTile, async ({ params }, { reply }) => {
    const image = await service.openImage(params.id, params.grant, {
      level: params.level,
      tile: params.tile,
    });
    return sendImage(reply, image);
  });
  mount(tourRoutes.panoramaPreview, async ({ params }, { reply }) =>
    sendImage(reply, await service.openImage(params.id, params.grant, 'preview')),
  );
  return content;
}

/**
 * The tiling job alone, for a worker process: the same service (which registers the job's handler)
 * presenting items through the same content rules, without mounting any route.
 */
export function registerPanoramaJobs(ctx: ServiceContext): void {
  new PanoramaService(ctx, new ContentService(ctx, 'panoramas', panoramas, panoramaContentHooks(ctx)));
}

// Tiles never change under a grant; browsers may keep them until the grant expires.
function sendImage(reply: FastifyReply, image: Awaited<ReturnType<PanoramaService['openImage']>>) {
  const maxAge = Math.max(0, image.expires - Math.floor(Date.now() / 1000));
  reply.header('content-type', 'image/jpeg');
  reply.header('content-length', String(image.object.size));
  reply.header('cache-control', `private, max-age=${maxAge}, immutable`);
  return image.object.stream;
}
