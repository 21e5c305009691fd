import { catalogueRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import {
  type ContentService,
  listContentOfSubprojects,
  presentContentRows,
  registerContentKind,
} from '../content/index.ts';
import { geojsons } from '../geojsons/geojsons.schema.ts';
import { maps as mapsTable } from './maps.schema.ts';

/**
 * Maps: a base map of a site. properties: `center` [lon, lat], `zoom`, `styles` (base map styles
 * the viewer switches between), `levels` (floors). GET get_map/{id} answers the map with the GeoJSON
 * layers of its sub-project.
 */
export function registerMapsModule(ctx: ModuleContext): ContentService {
  const maps = registerContentKind(ctx, 'maps', mapsTable);
  ctx.routes.mount(catalogueRoutes.getMap, async ({ actor, params }) => {
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
  return maps;
}
