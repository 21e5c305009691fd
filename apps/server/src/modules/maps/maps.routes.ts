import { catalogueRoutes, mapRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import {
  type ContentService,
  listContentOfSubprojects,
  presentContentRows,
  registerContentKind,
} from '../content/index.ts';
import { geojsons } from '../geojsons/geojsons.schema.ts';
import { BasemapService } from './basemap.ts';
import { maps as mapsTable } from './maps.schema.ts';
import { type ProjectMapIssueSource, ProjectMapService } from './project-map.ts';

/**
 * Maps: a base map of a site. properties: `center` [lon, lat], `zoom`, `styles` (base map styles
 * the viewer switches between), `levels` (floors). GET get_map/{id} answers the map with the GeoJSON
 * layers of its sub-project. Also the basemap (built in, or the operator's) and the project map.
 */
export function registerMapsModule(
  ctx: ModuleContext,
  options: { issues?: ProjectMapIssueSource } = {},
): ContentService {
  const maps = registerContentKind(ctx, 'maps', mapsTable);
  const { mount } = ctx.routes;
  mount(catalogueRoutes.getMap, async ({ actor, params }) => {
    const access = await maps.access(actor);
    const row = await maps.findVisible(access, params.id);
    // Same sub-project: whoever may see the map may see its layers.
    const layers = await listContentOfSubprojects(ctx.db, geojsons, [row.oldsubprojectId]);
    const [map, presentedLayers] = await Promise.all([
      maps.present(access, row),
      presentContentRows(ctx.db, access, 'geojsons', layers, ctx.config.jwtSecret),
    ]);
    return { map, layers: presentedLayers };
  });

  const basemap = new BasemapService(ctx.config.basemap);
  mount(mapRoutes.basemap, async () => basemap.describe());
  mount(mapRoutes.basemapTile, async ({ params }, { reply }) => {
    const tile = await basemap.tile(params);
    reply.header('content-type', tile.type).header('cache-control', 'public, max-age=86400');
    return tile.body;
  });
  mount(mapRoutes.basemapArchive, async (_request, { request, reply }) => {
    const part = await basemap.archive(request.headers.range);
    reply
      .header('content-type', 'application/octet-stream')
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=86400');
    if (part.body.length < part.size)
      reply
        .status(206)
        .header('content-range', `bytes ${part.start}-${part.start + part.body.length - 1}/${part.size}`);
    return part.body;
  });

  const projectMap = new ProjectMapService(ctx, options.issues);
  mount(mapRoutes.projectMap, ({ actor, params }, { request }) =>
    projectMap.get(actor, params.id, request.hostname),
  );
  mount(mapRoutes.placeOnMap, ({ actor, body }) => projectMap.place(actor, body));
  mount(mapRoutes.removeFromMap, ({ actor, params }) => projectMap.remove(actor, params.kind, params.id));
  return maps;
}
