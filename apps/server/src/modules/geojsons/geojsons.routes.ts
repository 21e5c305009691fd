import type { ModuleContext } from '../../context.ts';
import { type ContentService, registerContentKind } from '../content/index.ts';
import { geojsons } from './geojsons.schema.ts';

/**
 * GeoJSON datasets: the layers of a sub-project's maps (GET get_map/{id} lists them with the map).
 * properties: `feature_count` once the file is read. Files: the .geojson (upload purpose `geojson`).
 */
export function registerGeojsonsModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'geojsons', geojsons);
}
