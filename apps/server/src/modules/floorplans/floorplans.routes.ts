import { floorplanRoutes } from '@spatium/contracts';
import type { FastifyReply } from 'fastify';
import type { ModuleContext, ServiceContext } from '../../context.ts';
import { ContentService, registerContentKind } from '../content/index.ts';
import { floorplans } from './floorplans.schema.ts';
import { FloorplanService, floorplanContentHooks } from './floorplans.service.ts';

/**
 * Floor plans: drawings of a building's levels. properties: `levels`, the level names in order;
 * `sheets` (server-written), how tiling each file went; `scales`, a sheet's scale from a known distance.
 * Files: images or PDFs, one per level (upload purpose `floorplan`); each new file starts the tiling
 * job. Tiles are served only through grants signed for those who may see the floor plan.
 */
export function registerFloorplansModule(ctx: ModuleContext): ContentService {
  const content = registerContentKind(ctx, 'floorplans', floorplans, floorplanContentHooks(ctx));
  const service = new FloorplanService(ctx, content);
  const { mount } = ctx.routes;
  const { places } = service;
  mount(floorplanRoutes.floorplanViewer, ({ actor, params }, { request }) =>
    service.viewer(actor, params.id, request.hostname),
  );
  mount(floorplanRoutes.floorplanStructure, ({ actor, params }) => places.structure(actor, params.company));
  mount(floorplanRoutes.saveFloorplanStructure, ({ actor, params, body }) =>
    places.saveStructure(actor, params.company, body),
  );
  mount(floorplanRoutes.floorplanPlaceables, ({ actor, params }, { request }) =>
    places.placeables(actor, params.id, request.hostname),
  );
  mount(floorplanRoutes.placeFloorplanMarker, ({ actor, params, body }, { request }) =>
    places.place(actor, params.id, body, request.hostname),
  );
  mount(floorplanRoutes.moveFloorplanMarker, ({ actor, params, body }, { request }) =>
    places.move(actor, params.id, body, request.hostname),
  );
  mount(floorplanRoutes.removeFloorplanMarker, ({ actor, params }, { request }) =>
    places.remove(actor, params.id, request.hostname),
  );
  mount(floorplanRoutes.floorplanTile, async ({ params }, { reply }) => {
    const image = await service.openTile(params.id, params.grant, {
      file: params.file,
      z: params.z,
      tile: params.tile,
    });
    return sendTile(reply, image);
  });
  return content;
}

/** The tiling job alone, for a worker process. */
export function registerFloorplanJobs(ctx: ServiceContext): void {
  new FloorplanService(ctx, new ContentService(ctx, 'floorplans', floorplans, floorplanContentHooks(ctx)));
}

// Tiles never change under a grant; browsers may keep them until the grant expires.
function sendTile(reply: FastifyReply, image: Awaited<ReturnType<FloorplanService['openTile']>>) {
  const maxAge = Math.max(0, image.expires - Math.floor(Date.now() / 1000));
  reply.header('content-type', 'image/png');
  reply.header('content-length', String(image.object.size));
  reply.header('cache-control', `private, max-age=${maxAge}, immutable`);
  return image.object.stream;
}
