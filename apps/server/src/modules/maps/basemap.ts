import { open, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Basemap, BasemapTileParams } from '@spatium/contracts';
import GeoJSONVT from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import type { Config } from '../../config.ts';
import { notFound } from '../../platform/http/errors.ts';
import { parseRange } from '../files/index.ts';

/** The vector layer of the built-in basemap: every country's land, one polygon feature each. */
const LAND_LAYER = 'land';
// The data is generalised to 10 km: past zoom 8 tiles only repeat it, so the map overzooms them.
const BUILTIN_MAX_ZOOM = 8;
const BUILTIN_ATTRIBUTION = '© OpenStreetMap contributors (ODbL), via geo-maps';

export interface Tile {
  body: Buffer;
  type: string;
}

/**
 * The basemap under every map. With no configuration it is built from the country land areas that
 * the @geo-maps/countries-land-10km package ships (OpenStreetMap data, ODbL), cut into vector tiles
 * here, so maps work with no outside network. An operator's PMTiles archive or raster tile service
 * replaces it (README: "Maps and basemaps").
 */
export class BasemapService {
  private readonly config: Config['basemap'];
  private index: Promise<GeoJSONVT> | undefined;

  constructor(config: Config['basemap']) {
    this.config = config;
  }

  describe(): Basemap {
    const { pmtiles, tileUrl, attribution, maxZoom } = this.config;
    if (pmtiles)
      return {
        source: 'pmtiles',
        url: '/basemap/archive.pmtiles',
        max_zoom: maxZoom ?? 15,
        attribution: attribution ?? '',
        layer: null,
      };
    if (tileUrl)
      return {
        source: 'raster',
        url: '/basemap/tiles/{z}/{x}/{y}',
        max_zoom: maxZoom ?? 19,
        attribution: attribution ?? '',
        layer: null,
      };
    return {
      source: 'builtin',
      url: '/basemap/tiles/{z}/{x}/{y}',
      max_zoom: BUILTIN_MAX_ZOOM,
      attribution: BUILTIN_ATTRIBUTION,
      layer: LAND_LAYER,
    };
  }

  async tile({ z, x, y }: BasemapTileParams): Promise<Tile> {
    if (x >= 2 ** z || y >= 2 ** z) throw notFound('The tile');
    if (this.config.tileUrl) return this.relay(this.config.tileUrl, z, x, y);
    if (this.config.pmtiles || z > BUILTIN_MAX_ZOOM) throw notFound('The tile');
    const index = await this.builtinIndex();
    const tile = index.getTile(z, x, y);
    // The sea has no features: an empty tile, not a 404 the browser would log.
    const body = fromGeojsonVt({ [LAND_LAYER]: tile ?? { features: [] } }, { version: 2 });
    return { body: Buffer.from(body), type: 'application/x-protobuf' };
  }

  /** A byte range of the operator's PMTiles archive (the map reads its directory and tiles so). */
  async archive(rangeHeader: string | undefined): Promise<{ body: Buffer; size: number; start: number }> {
    const file = this.config.pmtiles;
    if (!file) throw notFound('The basemap archive');
    const { size } = await stat(file);
    const range = parseRange(rangeHeader, size);
    const { start, end } = range && range !== 'unsatisfiable' ? range : { start: 0, end: size - 1 };
    const handle = await open(file, 'r');
    try {
      const body = Buffer.alloc(end - start + 1);
      await handle.read(body, 0, body.length, start);
      return { body, size, start };
    } finally {
      await handle.close();
    }
  }

  private builtinIndex(): Promise<GeoJSONVT> {
    this.index ??= (async () => {
      const require = createRequire(import.meta.url);
      const file = require.resolve('@geo-maps/countries-land-10km/map.geo.json');
      const data = JSON.parse(await readFile(file, 'utf8'));
      // Tiles to zoom 4 are cut at start (a few hundred ms); deeper ones when first asked for.
      return new GeoJSONVT(data, { maxZoom: BUILTIN_MAX_ZOOM, indexMaxZoom: 4, tolerance: 3, buffer: 64 });
    })();
    return this.index;
  }

  /** The operator's raster tiles come through this server, so the browser's CSP stays same-origin. */
  private async relay(template: string, z: number, x: number, y: number): Promise<Tile> {
    const url = template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
    if (!answer?.ok) throw notFound('The tile');
    return {
      body: Buffer.from(await answer.arrayBuffer()),
      type: answer.headers.get('content-type') ?? 'image/png',
    };
  }
}
