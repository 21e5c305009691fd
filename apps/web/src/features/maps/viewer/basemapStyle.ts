import type { Basemap } from '@spatium/contracts';
import type { StyleSpecification } from 'maplibre-gl';

export const WATER = '#0c2233';
export const LAND = '#1f2d24';
export const BORDER = '#3d5a47';

/** A map style (the `styles` of a map, SPEC §3): a MapLibre style URL or a raster tile template. */
export interface MapStyleChoice {
  id: string;
  title: string;
  url: string;
}

/** Where URLs are resolved: the page's origin (a map style's own URL) and the API base (the basemap's). */
export interface UrlBase {
  origin: string;
  api: string;
}

// Concatenated, not `new URL`: that would escape the braces of a tile template.
const fromOrigin = (url: string, base: UrlBase) => (url.startsWith('/') ? `${base.origin}${url}` : url);
const fromApi = (path: string, base: UrlBase) =>
  base.api.startsWith('http') ? `${base.api}${path}` : `${base.origin}${base.api}${path}`;

/**
 * The MapLibre style of the basemap, or of one of the map's own styles. Everything is same-origin
 * or the operator's: no glyphs or sprites are fetched, so labels are HTML markers (see DECISIONS.md).
 */
export function basemapStyle(
  basemap: Basemap,
  base: UrlBase,
  choice?: MapStyleChoice,
): StyleSpecification | string {
  if (choice && !choice.url.includes('{z}')) return fromOrigin(choice.url, base);
  const background = { id: 'background', type: 'background', paint: { 'background-color': WATER } } as const;
  if (choice)
    return {
      version: 8,
      sources: {
        basemap: { type: 'raster', tiles: [fromOrigin(choice.url, base)], tileSize: 256, maxzoom: 19 },
      },
      layers: [background, { id: 'basemap', type: 'raster', source: 'basemap' }],
    };
  if (basemap.source === 'raster')
    return {
      version: 8,
      sources: {
        basemap: {
          type: 'raster',
          tiles: [fromApi(basemap.url, base)],
          tileSize: 256,
          maxzoom: basemap.max_zoom,
          attribution: basemap.attribution,
        },
      },
      layers: [background, { id: 'basemap', type: 'raster', source: 'basemap' }],
    };
  const source =
    basemap.source === 'pmtiles'
      ? {
          type: 'vector' as const,
          url: `pmtiles://${fromApi(basemap.url, base)}`,
          attribution: basemap.attribution,
        }
      : {
          type: 'vector' as const,
          tiles: [fromApi(basemap.url, base)],
          maxzoom: basemap.max_zoom,
          attribution: basemap.attribution,
        };
  // An operator's archive has its own layers; its land and water are drawn from the usual names.
  const land = basemap.layer ?? 'earth';
  return {
    version: 8,
    sources: { basemap: source },
    layers: [
      background,
      { id: 'land', type: 'fill', source: 'basemap', 'source-layer': land, paint: { 'fill-color': LAND } },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        'source-layer': land,
        paint: { 'line-color': BORDER, 'line-width': 0.8 },
      },
    ],
  };
}
