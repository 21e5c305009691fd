import type { GeojsonStyle } from '@spatium/contracts';
import type { ExpressionSpecification, FilterSpecification, LayerSpecification } from 'maplibre-gl';

/** A feature's colour: by the value of `color_by` when a colour is set for it, else the layer's. */
export function colorExpression(style: GeojsonStyle, fallback: string): ExpressionSpecification | string {
  const entries = Object.entries(style.colors);
  if (!style.color_by || entries.length === 0) return fallback;
  return [
    'match',
    ['to-string', ['get', style.color_by]],
    ...entries.flat(),
    fallback,
  ] as ExpressionSpecification;
}

/**
 * Only the features of the chosen level (floor), and those that name none (site-wide). `null`:
 * every level.
 */
export function levelFilter(level: string | null): ExpressionSpecification | undefined {
  if (level === null) return undefined;
  return ['any', ['!', ['has', 'level']], ['==', ['to-string', ['get', 'level']], level]];
}

const geometryIs = (...types: string[]): ExpressionSpecification => [
  'in',
  ['geometry-type'],
  ['literal', types],
];

const withLevel = (base: ExpressionSpecification, level: string | null): FilterSpecification => {
  const byLevel = levelFilter(level);
  return byLevel ? ['all', base, byLevel] : base;
};

/** The MapLibre layers that draw one GeoJSON layer: areas, lines and points. */
export function layerSpecs(
  sourceId: string,
  style: GeojsonStyle,
  level: string | null,
): LayerSpecification[] {
  const line = colorExpression(style, style.color);
  const fill = colorExpression(style, style.fill);
  return [
    {
      id: `${sourceId}-fill`,
      type: 'fill',
      source: sourceId,
      filter: withLevel(geometryIs('Polygon', 'MultiPolygon'), level),
      paint: { 'fill-color': fill, 'fill-opacity': style.fill_opacity },
    },
    {
      id: `${sourceId}-line`,
      type: 'line',
      source: sourceId,
      filter: withLevel(geometryIs('LineString', 'MultiLineString', 'Polygon', 'MultiPolygon'), level),
      paint: { 'line-color': line, 'line-width': style.width },
    },
    {
      id: `${sourceId}-point`,
      type: 'circle',
      source: sourceId,
      filter: withLevel(geometryIs('Point', 'MultiPoint'), level),
      paint: {
        'circle-color': line,
        'circle-radius': Math.max(4, style.width * 2),
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1,
      },
    },
  ];
}

/** The legend of a layer: one row per coloured value, or one row for the whole layer. */
export function legendEntries(title: string, style: GeojsonStyle): { label: string; color: string }[] {
  const entries = Object.entries(style.colors);
  if (!style.color_by || entries.length === 0) return [{ label: title, color: style.color }];
  return [
    ...entries.map(([value, color]) => ({ label: value, color })),
    { label: title, color: style.color },
  ];
}
