import { z } from 'zod';
import { id, text, urlId } from '../core/primitives.ts';

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

/** A floor of a building: its name and, once assigned, a sheet of one of the company's floor plans. */
export const FloorplanFloor = z.object({
  id: text()
    .regex(/^[a-z0-9-]{1,40}$/, 'A floor id is 1–40 lowercase letters, digits or dashes')
    .describe('Stable within the building; made by the editor'),
  name: text().trim().min(1, 'Every floor needs a name').max(60, 'A floor name may be at most 60 characters'),
  floorplan: id().nullable().default(null).describe('The floor plan drawn for this floor'),
  file: id().nullable().default(null).describe('Its sheet; null means the plan’s first sheet'),
});
export type FloorplanFloor = z.infer<typeof FloorplanFloor>;

export const FloorplanBuilding = z.object({
  id: text().regex(/^[a-z0-9-]{1,40}$/, 'A building id is 1–40 lowercase letters, digits or dashes'),
  name: text()
    .trim()
    .min(1, 'Every building needs a name')
    .max(80, 'A building name may be at most 80 characters'),
  floors: z
    .array(FloorplanFloor)
    .max(200, 'A building may have at most 200 floors')
    .describe('From the top floor down, as a lift panel reads'),
});
export type FloorplanBuilding = z.infer<typeof FloorplanBuilding>;

/**
 * The company's floor-plan structure (SPEC §3 `floorplans.structure`): buildings, each with its floors
 * in order, each floor showing a sheet of a floor plan. Versioned like every stored JSON document.
 */
export const FloorplanStructure = z
  .object({
    version: z.literal(1).default(1),
    buildings: z.array(FloorplanBuilding).max(100, 'A company may have at most 100 buildings'),
  })
  .superRefine((structure, context) => {
    const buildings = new Set<string>();
    structure.buildings.forEach((building, b) => {
      if (buildings.has(building.id))
        context.addIssue({
          code: 'custom',
          message: 'Two buildings have the same id',
          path: ['buildings', b],
        });
      buildings.add(building.id);
      const floors = new Set<string>();
      building.floors.forEach((floor, f) => {
        if (floors.has(floor.id))
          context.addIssue({
            code: 'custom',
            message: `Two floors of ${building.name} have the same id`,
            path: ['buildings', b, 'floors', f],
          });
        floors.add(floor.id);
        if (floor.file !== null && floor.floorplan === null)
          context.addIssue({
            code: 'custom',
            message: 'A sheet needs its floor plan',
            path: ['buildings', b, 'floors', f, 'file'],
          });
      });
    });
  });
export type FloorplanStructure = z.infer<typeof FloorplanStructure>;

export const CompanyParam = z.object({ company: urlId().describe('The company') });
export type CompanyParam = z.infer<typeof CompanyParam>;

/** A floor plan of the company that a floor may show, with its sheets, for the structure editor. */
export const FloorplanChoice = z.object({
  id: z.number().int(),
  title: text(),
  sheets: z.array(z.object({ file: z.number().int(), name: text() })),
});
export type FloorplanChoice = z.infer<typeof FloorplanChoice>;

export const FloorplanStructureView = z.object({
  company: z.number().int(),
  structure: FloorplanStructure,
  floorplans: z.array(FloorplanChoice).describe('The company’s floor plans the caller may see'),
  abilities: z.object({ update: z.boolean().describe('Company admins edit the structure') }),
});
export type FloorplanStructureView = z.infer<typeof FloorplanStructureView>;

/** What can stand on a plan: every content kind, and issues. */
export const floorplanMarkerKinds = [
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
  'issues',
] as const;
export const FloorplanMarkerKind = z.enum(floorplanMarkerKinds);
export type FloorplanMarkerKind = z.infer<typeof FloorplanMarkerKind>;

const SheetCoordinate = z
  .number({ error: 'x and y are pixels of the sheet' })
  .min(0, 'A marker must be on the sheet')
  .max(FLOORPLAN_MAX_SIDE, 'A marker must be on the sheet');

export const FloorplanMarkerPosition = z.object({ x: SheetCoordinate, y: SheetCoordinate });
export type FloorplanMarkerPosition = z.infer<typeof FloorplanMarkerPosition>;

/** Places a content item (a tour at one of its scenes) or an issue on a sheet of the plan. */
export const NewFloorplanMarker = FloorplanMarkerPosition.extend({
  file: id().describe('The sheet (a file of the floor plan)'),
  kind: FloorplanMarkerKind,
  item: id(),
  scene: text().max(100).nullable().default(null).describe('tours only: the scene the marker opens'),
});
export type NewFloorplanMarker = z.infer<typeof NewFloorplanMarker>;

/** A marker placed on a sheet, shown only to those who may see its item. */
export const PlacedFloorplanMarker = z.object({
  id: z.number().int(),
  file: z.number().int(),
  kind: FloorplanMarkerKind,
  item: z.number().int(),
  scene: text().nullable(),
  title: text().describe('The item’s title (a tour’s with its scene’s)'),
  x: z.number(),
  y: z.number(),
});
export type PlacedFloorplanMarker = z.infer<typeof PlacedFloorplanMarker>;

/** An item the caller may put on this plan: content of the plan's company they see, and its issues. */
export const FloorplanPlaceable = z.object({
  kind: FloorplanMarkerKind,
  item: z.number().int(),
  title: text(),
  scenes: z.array(z.object({ id: text(), title: text() })).describe('tours: their scenes'),
});
export type FloorplanPlaceable = z.infer<typeof FloorplanPlaceable>;

export const FloorplanPlaceables = z.array(FloorplanPlaceable);
export type FloorplanPlaceables = z.infer<typeof FloorplanPlaceables>;

/** The plan's place in its company's buildings, for the building picker and the floor switcher. */
export const FloorplanBuildingView = z.object({
  id: text(),
  name: text(),
  floors: z.array(
    z.object({
      id: text(),
      name: text(),
      floorplan: z.number().int().nullable().describe('null: nothing the caller may see is assigned'),
      file: z.number().int().nullable(),
    }),
  ),
});
export type FloorplanBuildingView = z.infer<typeof FloorplanBuildingView>;

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
  placed: z.array(PlacedFloorplanMarker).describe('Markers placed on the sheet'),
});
export type FloorplanViewerSheet = z.infer<typeof FloorplanViewerSheet>;

export const FloorplanViewer = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  levels: z.array(text()),
  sheets: z.array(FloorplanViewerSheet),
  company: z.number().int(),
  buildings: z
    .array(FloorplanBuildingView)
    .describe('The company’s buildings and floors (SPEC §3 floorplans.structure)'),
  abilities: z.object({
    update: z.boolean(),
    place: z.boolean().describe('Whether the caller may place, move and remove markers'),
  }),
});
export type FloorplanViewer = z.infer<typeof FloorplanViewer>;
