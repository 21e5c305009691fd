import { z } from 'zod';
import { IdParam, OkResponse } from '../core/params.ts';
import { text, urlId } from '../core/primitives.ts';
import { defineRoute } from '../core/route.ts';
import {
  CompanyParam,
  FloorplanMarkerPosition,
  FloorplanPlaceables,
  FloorplanStructure,
  FloorplanStructureView,
  FloorplanViewer,
  NewFloorplanMarker,
  PlacedFloorplanMarker,
} from './floorplans.ts';

export const floorplanRoutes = {
  floorplanViewer: defineRoute({
    method: 'GET',
    path: '/floorplans/:id/viewer',
    summary: 'A floor plan for the viewer: its sheets with signed tile URLs, scales and tour scenes on them',
    tags: ['floorplans'],
    access: { capability: 'content.read' },
    params: IdParam,
    response: FloorplanViewer,
  }),
  floorplanTile: defineRoute({
    method: 'GET',
    path: '/floorplans/:id/tiles/:grant/:file/:z/:tile',
    summary: 'One tile (PNG) of a tiled floor-plan sheet; only with a valid signed grant, 404 otherwise',
    tags: ['floorplans'],
    // The signature in the path is the permission: made only for those who may see the floor plan.
    access: { public: true },
    params: IdParam.extend({
      grant: text().min(10).max(300),
      file: urlId(),
      z: z.coerce.number().int().min(0).max(20),
      tile: text().regex(/^\d{1,5}_\d{1,5}\.png$/, 'A tile is <x>_<y>.png'),
    }),
    response: z.any().describe('image/png'),
  }),
  floorplanStructure: defineRoute({
    method: 'GET',
    path: '/floorplan_structure/:company',
    summary:
      'The company’s buildings and floors (SPEC §3 floorplans.structure) and the plans floors may show',
    tags: ['floorplans'],
    access: { capability: 'content.read' },
    params: CompanyParam,
    response: FloorplanStructureView,
  }),
  saveFloorplanStructure: defineRoute({
    method: 'PUT',
    path: '/floorplan_structure/:company',
    summary: 'Replace the company’s buildings and floors (company admins); floors show only its own plans',
    tags: ['floorplans'],
    access: { capability: 'company.administer' },
    params: CompanyParam,
    body: FloorplanStructure,
    response: FloorplanStructureView,
  }),
  floorplanPlaceables: defineRoute({
    method: 'GET',
    path: '/floorplans/:id/placeables',
    summary: 'Content and issues of the plan’s company that the caller may see and place on it',
    tags: ['floorplans'],
    access: { capability: 'content.manage' },
    params: IdParam,
    response: FloorplanPlaceables,
  }),
  placeFloorplanMarker: defineRoute({
    method: 'POST',
    path: '/floorplans/:id/markers',
    summary: 'Place a content item or an issue on a sheet of the floor plan',
    tags: ['floorplans'],
    access: { capability: 'content.manage' },
    params: IdParam,
    body: NewFloorplanMarker,
    response: PlacedFloorplanMarker,
  }),
  moveFloorplanMarker: defineRoute({
    method: 'PUT',
    path: '/floorplan_markers/:id',
    summary: 'Move a marker on its sheet',
    tags: ['floorplans'],
    access: { capability: 'content.manage' },
    params: IdParam,
    body: FloorplanMarkerPosition,
    response: PlacedFloorplanMarker,
  }),
  removeFloorplanMarker: defineRoute({
    method: 'DELETE',
    path: '/floorplan_markers/:id',
    summary: 'Take a marker off its floor plan',
    tags: ['floorplans'],
    access: { capability: 'content.manage' },
    params: IdParam,
    response: OkResponse,
  }),
} as const;
