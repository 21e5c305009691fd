import { z } from 'zod';
import { IdParam, OkResponse } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import {
  Basemap,
  BasemapTileParams,
  GeojsonData,
  GeojsonSaved,
  MapPlacement,
  MapPlacementKey,
  ProjectMap,
} from './maps.ts';

const readsContent = { capability: 'content.read' } as const;
const managesContent = { capability: 'content.manage' } as const;
const TileBytes = z.any().describe('application/x-protobuf (builtin, pmtiles) or an image (raster)');

export const mapRoutes = {
  basemap: defineRoute({
    method: 'GET',
    path: '/basemap',
    summary: 'Which basemap the maps start from: the built-in one, or the operator’s PMTiles or tiles',
    tags: ['maps'],
    access: { public: true },
    response: Basemap,
  }),
  // Public: the basemap is world-wide open data, the same for everyone, and holds nothing of a company.
  basemapTile: defineRoute({
    method: 'GET',
    path: '/basemap/tiles/:z/:x/:y',
    summary: 'A vector tile of the built-in basemap, or a tile relayed from the operator’s raster service',
    tags: ['maps'],
    access: { public: true },
    params: BasemapTileParams,
    response: TileBytes,
  }),
  basemapArchive: defineRoute({
    method: 'GET',
    path: '/basemap/archive.pmtiles',
    summary: 'The operator’s PMTiles archive, read by the map with HTTP range requests',
    tags: ['maps'],
    access: { public: true },
    response: TileBytes,
  }),
  projectMap: defineRoute({
    method: 'GET',
    path: '/project_map/:id',
    summary: 'A project’s map: its placed sub-projects and content the caller may see, places and issues',
    tags: ['maps'],
    access: readsContent,
    params: IdParam,
    response: ProjectMap,
  }),
  placeOnMap: defineRoute({
    method: 'PUT',
    path: '/map_placements',
    summary: 'Place a sub-project or content item on its project’s map (or move it)',
    tags: ['maps'],
    access: managesContent,
    body: MapPlacement,
    response: MapPlacement,
  }),
  removeFromMap: defineRoute({
    method: 'DELETE',
    path: '/map_placements/:kind/:id',
    summary: 'Take a sub-project or content item off its project’s map',
    tags: ['maps'],
    access: managesContent,
    params: MapPlacementKey,
    response: OkResponse,
  }),
  geojsonData: defineRoute({
    method: 'GET',
    path: '/geojsons/:id/data',
    summary: 'A GeoJSON layer’s features (as last saved, or as uploaded)',
    tags: ['maps'],
    access: readsContent,
    params: IdParam,
    // Checked when written; not walked again on the way out (a layer may hold 200 000 features).
    response: z.any().describe('application/geo+json: a FeatureCollection'),
  }),
  saveGeojsonData: defineRoute({
    method: 'PUT',
    path: '/geojsons/:id/data',
    summary: 'Replace a GeoJSON layer’s features (drawn or edited on the map)',
    tags: ['maps'],
    access: managesContent,
    params: IdParam,
    body: GeojsonData,
    response: GeojsonSaved,
  }),
} as const;
