import { mapRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { type ContentService, registerContentKind } from '../content/index.ts';
import { GeojsonLayerData, gunzipData } from './geojsons.data.ts';
import { geojsons } from './geojsons.schema.ts';

/**
 * GeoJSON datasets: the layers of a sub-project's maps (GET get_map/{id} lists them with the map).
 * properties: `style` (chosen by the user), and what the server keeps of the data: `feature_count`,
 * `data_file` (the upload it was read from), `data_key`. Files: the .geojson (upload purpose `geojson`).
 */
export function registerGeojsonsModule(ctx: ModuleContext): ContentService {
  const data = new GeojsonLayerData(ctx, () => layers);
  const layers = registerContentKind(ctx, 'geojsons', geojsons, {
    serverProperties: ['feature_count', 'data_file', 'data_key'],
    checkProperties: (input) => data.checkAttached(input),
    afterCommit: async (event) => {
      if (event.type === 'deleted') await data.forget(event.row.properties);
    },
  });
  const { mount } = ctx.routes;
  mount(mapRoutes.geojsonData, async ({ actor, params }, { request, reply }) => {
    const body = await data.read(actor, params.id);
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply
      .header('content-type', 'application/geo+json')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding');
    if (gzip) reply.header('content-encoding', 'gzip');
    return gzip ? body : gunzipData(body);
  });
  // Large layers come back whole when edited: up to the size an upload may have.
  mount(mapRoutes.saveGeojsonData, ({ actor, params, body }) => data.save(actor, params.id, body), {
    bodyLimit: 80 * 1024 * 1024,
  });
  return layers;
}
