import { z } from 'zod';
import { id, text } from '../core/primitives.ts';

/**
 * Floor plans. Each file of a floor plan (an image, or a PDF whose first page is drawn) is one sheet,
 * tiled by the server into a pyramid of 256 px tiles (Leaflet's CRS.Simple, `{z}/{x}/{y}`), the
 * whole image at `max_zoom`, its top left corner at pixel 0,0 on every level.
 */
export const FLOORPLAN_TILE_SIZE = 256;
/** The DPI a PDF's first page is drawn at: an A1 drawing becomes about 4 970 × 3 510 pixels. */
export const FLOORPLAN_PDF_DPI = 150;
/** The largest sheet (pixels a side) the tiler takes; larger drawings are refused with a message. */
export const FLOORPLAN_MAX_SIDE = 20_000;

/** Why tiling a sheet failed: not a readable image or PDF, too large, its file gone, or the server. */
export const floorplanFailures = ['unreadable', 'too_large', 'missing_file', 'server'] as const;
export type FloorplanFailure = (typeof floorplanFailures)[number];

/** What tiling made of one file (server-written, in properties.sheets, keyed by file id). */
export const FloorplanSheet = z.object({
  status: z.enum(['tiling', 'ready', 'failed']),
  progress: z.number().min(0).max(100).default(0).describe('Tiling progress in percent'),
  error: text().max(1000).nullable().default(null).describe('Why tiling failed, in English'),
  error_code: z.enum(floorplanFailures).nullable().default(null),
  width: z.number().int().nullable().default(null).describe('Pixels of the whole sheet'),
  height: z.number().int().nullable().default(null),
  max_zoom: z.number().int().min(0).max(20).nullable().default(null).describe('The level at full size'),
});
export type FloorplanSheet = z.infer<typeof FloorplanSheet>;

/** A point on a sheet, in pixels of the whole sheet (0,0 = top left). */
const SheetPoint = z.tuple([
  z.number({ error: 'A point is two numbers' }).min(0).max(FLOORPLAN_MAX_SIDE),
  z.number({ error: 'A point is two numbers' }).min(0).max(FLOORPLAN_MAX_SIDE),
]);

/** A sheet's scale, set from a known distance: two points on it and how far apart they are really. */
export const FloorplanScale = z
  .object({
    file: id().describe('The sheet (a file of the floor plan)'),
    from: SheetPoint,
    to: SheetPoint,
    metres: z
      .number({ error: 'The length must be a number of metres' })
      .positive('The length must be more than 0 metres')
      .max(100_000, 'The length may be at most 100 000 metres'),
  })
  .refine((scale) => Math.hypot(scale.to[0] - scale.from[0], scale.to[1] - scale.from[1]) >= 1, {
    message: 'The two points of a scale must be apart',
    path: ['to'],
  });
export type FloorplanScale = z.infer<typeof FloorplanScale>;

/** Metres per pixel of the whole sheet, from its scale. */
export function metresPerPixel(scale: Pick<FloorplanScale, 'from' | 'to' | 'metres'>): number {
  return scale.metres / Math.hypot(scale.to[0] - scale.from[0], scale.to[1] - scale.from[1]);
}

/** A tour scene placed on a sheet (a tour whose plan is this sheet), which opens the tour there. */
export const FloorplanMarker = z.object({
  kind: z.literal('tour_scene'),
  tour: z.number().int(),
  tour_title: text(),
  scene: text(),
  title: text(),
  x: z.number().describe('Pixels of the whole sheet'),
  y: z.number(),
});
export type FloorplanMarker = z.infer<typeof FloorplanMarker>;

/** One sheet for the viewer: its tiling state, signed tile URLs once tiled, its scale, its markers. */
export const FloorplanViewerSheet = FloorplanSheet.extend({
  file: z.number().int(),
  name: text(),
  tile_size: z.number().int(),
  tile_url: text()
    .nullable()
    .describe('A Leaflet URL template with {z}, {x} and {y}, signed for the caller; null until tiled'),
  scale: FloorplanScale.nullable(),
  markers: z.array(FloorplanMarker),
});
export type FloorplanViewerSheet = z.infer<typeof FloorplanViewerSheet>;

export const FloorplanViewer = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  levels: z.array(text()),
  sheets: z.array(FloorplanViewerSheet),
  abilities: z.object({ update: z.boolean() }),
});
export type FloorplanViewer = z.infer<typeof FloorplanViewer>;
