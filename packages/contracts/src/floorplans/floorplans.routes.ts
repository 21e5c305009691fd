import { z } from 'zod';
import { IdParam } from '../core/params.ts';
import { text, urlId } from '../core/primitives.ts';
import { defineRoute } from '../core/route.ts';
import { FloorplanViewer } from './floorplans.ts';

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
} as const;
