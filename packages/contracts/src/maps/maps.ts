import { z } from 'zod';
import { Tag } from '../catalogue/content.ts';
import { id, text } from '../core/primitives.ts';

/** The largest GeoJSON file a layer reads, and the most features it holds (SPEC leaves it open). */
export const geojsonLimits = { maxBytes: 64 * 1024 * 1024, maxFeatures: 200_000 } as const;

/**
 * The basemap every map starts from. `builtin` is served by this server from open data shipped
 * with it (country land areas) and works with no outside network; an operator may configure a
 * PMTiles archive (vector, served here with range requests) or a raster tile service (relayed here).
 */
export const Basemap = z.object({
  source: z.enum(['builtin', 'pmtiles', 'raster']),
  url: text().describe(
    'Under the API base. builtin/raster: a tile URL template with {z}/{x}/{y}; pmtiles: the archive (read with range requests)',
  ),
  max_zoom: z.number().int(),
  attribution: text(),
  layer: text().nullable().describe('builtin: the vector layer holding land polygons'),
});
export type Basemap = z.infer<typeof Basemap>;

export const BasemapTileParams = z.object({
  z: z.coerce.number({ error: 'z must be a zoom level' }).int().min(0).max(22),
  x: z.coerce.number({ error: 'x must be a tile column' }).int().min(0).max(4_194_303),
  y: z.coerce.number({ error: 'y must be a tile row' }).int().min(0).max(4_194_303),
});
export type BasemapTileParams = z.infer<typeof BasemapTileParams>;

/** What can stand on the project map: every content kind, and sub-projects themselves. */
export const mapPlacementKinds = [
  'oldsubprojects',
  'tours',
  'grouptours',
  'panoramas',
  'clouds',
  'bims',
  'threeds',
  'maps',
  'floorplans',
  'geojsons',
  'stories',
  'videos360',
] as const;
export const MapPlacementKind = z.enum(mapPlacementKinds);
export type MapPlacementKind = z.infer<typeof MapPlacementKind>;

const Longitude = z
  .number({ error: 'lon must be a number' })
  .min(-180, 'lon must be between -180 and 180')
  .max(180, 'lon must be between -180 and 180');
const Latitude = z
  .number({ error: 'lat must be a number' })
  .min(-90, 'lat must be between -90 and 90')
  .max(90, 'lat must be between -90 and 90');

/** Where an item stands on its project's map, and on which level (floor) if any. */
export const MapPlacement = z.object({
  kind: MapPlacementKind,
  id: id(),
  lon: Longitude,
  lat: Latitude,
  level: text().max(60).nullable().default(null),
});
export type MapPlacement = z.infer<typeof MapPlacement>;

export const MapPlacementKey = z.object({
  kind: MapPlacementKind,
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type MapPlacementKey = z.infer<typeof MapPlacementKey>;

/** A marker of the project map: a placed sub-project or content item the caller may see. */
export const ProjectMapItem = z.object({
  kind: MapPlacementKind,
  id: z.number().int(),
  title: text(),
  subproject: z.number().int(),
  lon: z.number(),
  lat: z.number(),
  level: text().nullable(),
  tags: z.array(Tag),
});
export type ProjectMapItem = z.infer<typeof ProjectMapItem>;

/**
 * An issue drawn on the project map (SPEC §3: 'show in project map', line width and colour).
 * `geometry` is GeoJSON: a point where the issue has only coordinates, a line or area if drawn.
 */
export const ProjectMapIssue = z.object({
  id: z.number().int(),
  title: text(),
  severity: text(),
  geometry: z.object({ type: text(), coordinates: z.array(z.any()) }),
  line_width: z.number(),
  color: text(),
});
export type ProjectMapIssue = z.infer<typeof ProjectMapIssue>;

export const ProjectMapPlace = z.object({
  id: z.number().int(),
  title: text(),
  address: text(),
  lon: z.number(),
  lat: z.number(),
});
export type ProjectMapPlace = z.infer<typeof ProjectMapPlace>;

export const ProjectMap = z.object({
  project: z.object({ id: z.number().int(), title: text(), company: z.number().int() }),
  subprojects: z.array(z.object({ id: z.number().int(), title: text() })),
  items: z.array(ProjectMapItem),
  places: z.array(ProjectMapPlace),
  issues: z.array(ProjectMapIssue),
  levels: z.array(text()).describe('Every level named by a placed item, in order of first use'),
  may_place: z.boolean().describe('Whether the caller may move markers (the company’s content managers)'),
});
export type ProjectMap = z.infer<typeof ProjectMap>;

const position = z
  .array(z.number({ error: 'a coordinate must be a number' }), { error: 'a position must be an array' })
  .min(2, 'a position needs a longitude and a latitude')
  .max(3, 'a position has at most three numbers')
  .refine(
    ([lon, lat]) => Math.abs(lon!) <= 180 && Math.abs(lat!) <= 90,
    'a position is outside lon ±180, lat ±90',
  );
const ring = z.array(position).min(4, 'a polygon ring needs at least four positions');
const line = z.array(position).min(2, 'a line needs at least two positions');

const simpleGeometry = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('Point'), coordinates: position }),
    z.object({ type: z.literal('MultiPoint'), coordinates: z.array(position) }),
    z.object({ type: z.literal('LineString'), coordinates: line }),
    z.object({ type: z.literal('MultiLineString'), coordinates: z.array(line) }),
    z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)) }),
  ],
  { error: 'geometry.type must be Point, LineString, Polygon or their Multi forms' },
);
export const GeojsonGeometry = z.union([
  simpleGeometry,
  z.object({ type: z.literal('GeometryCollection'), geometries: z.array(simpleGeometry) }),
]);
export type GeojsonGeometry = z.infer<typeof GeojsonGeometry>;

export const GeojsonFeature = z.object({
  type: z.literal('Feature', { error: 'every feature needs "type": "Feature"' }),
  id: z.union([z.string().max(200), z.number()]).optional(),
  geometry: GeojsonGeometry.nullable(),
  properties: z.record(z.string(), z.unknown()).nullable().default({}),
});
export type GeojsonFeature = z.infer<typeof GeojsonFeature>;

/** A layer's data: a GeoJSON FeatureCollection (RFC 7946), coordinates in WGS 84. */
export const GeojsonData = z.object({
  type: z.literal('FeatureCollection', { error: 'the file must be a GeoJSON FeatureCollection' }),
  features: z
    .array(GeojsonFeature)
    .max(geojsonLimits.maxFeatures, `a layer holds at most ${geojsonLimits.maxFeatures} features`),
});
export type GeojsonData = z.infer<typeof GeojsonData>;

export const GeojsonSaved = z.object({ feature_count: z.number().int() });
export type GeojsonSaved = z.infer<typeof GeojsonSaved>;
