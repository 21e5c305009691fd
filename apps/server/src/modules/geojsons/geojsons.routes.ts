import type { ModuleContext } from '../../context.ts';
import { registerContentKind } from '../content/content.register.ts';
import type { ContentService } from '../content/content.service.ts';
import { geojsons } from './geojsons.schema.ts';

/**
 * GeoJSON datasets: the layers of a sub-project's maps (GET get_map/{id} lists them with the map).
 * properties: `feature_count` once the file is read. Files: the .geojson (upload purpose `geojson`).
 */
export function registerGeojsonsModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'geojsons', geojsons);
}
