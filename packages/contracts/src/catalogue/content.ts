import { z } from 'zod';
import { bimConversionProperties } from '../bims/bims.ts';
import { cloudConversionProperties } from '../clouds/clouds.ts';
import { messages } from '../core/errors.ts';
import { listQuery } from '../core/list.ts';
import { id, jsonRecord, maxId, text, urlId } from '../core/primitives.ts';
import { FloorplanScale, FloorplanSheet } from '../floorplans/floorplans.ts';
import { StoryProperties } from '../stories/stories.ts';
import { threedEditorProperties, threedServerProperties } from '../threeds/threeds.ts';
import { AnnotationCategories, TileLevel, TourLocalization, TourPlan, TourScenes } from '../tours/tours.ts';
import { type ContentKind, contentKindNames, panoramaFailures } from './constants.ts';

// Plain constants sit apart from the schemas, so the browser can read them without building any.
export {
  type ContentKind,
  contentKindNames,
  contentKinds,
  type PanoramaFailure,
  panoramaFailures,
} from './constants.ts';

export const Tag = z.object({
  id: z.number().int(),
  title: text(),
  color: text().describe('CSS colour, e.g. #2f9e44'),
});
export type Tag = z.infer<typeof Tag>;

export const FileRef = z.object({
  id: z.number().int(),
  name: text().describe('The name the file was uploaded with (shown, never used as a path)'),
  size: z.number().int(),
  type: text().describe('MIME type detected from the content'),
  url: text().describe('Download URL (supports HTTP range requests)'),
});
export type FileRef = z.infer<typeof FileRef>;

export const Abilities = z.object({
  update: z.boolean(),
  delete: z.boolean(),
});
export type Abilities = z.infer<typeof Abilities>;

/**
 * How a 360° video is turned before it is shown (SPEC §3 data.offsets), in degrees: the viewer's
 * sphere correction (Photo Sphere Viewer's pan, tilt and roll). `yaw` is where in the raw video the
 * starting view looks; `pitch` and `roll` level a camera that was not held straight.
 */
export const VideoOffsets = z
  .object({
    yaw: z
      .number({ error: 'yaw must be a number of degrees' })
      .min(-180, 'yaw must be between -180 and 180 degrees')
      .max(180, 'yaw must be between -180 and 180 degrees')
      .default(0)
      .describe('Turn around the vertical axis, degrees (-180 to 180)'),
    pitch: z
      .number({ error: 'pitch must be a number of degrees' })
      .min(-90, 'pitch must be between -90 and 90 degrees')
      .max(90, 'pitch must be between -90 and 90 degrees')
      .default(0)
      .describe('Tilt up or down, degrees (-90 to 90)'),
    roll: z
      .number({ error: 'roll must be a number of degrees' })
      .min(-180, 'roll must be between -180 and 180 degrees')
      .max(180, 'roll must be between -180 and 180 degrees')
      .default(0)
      .describe('Turn around the viewing axis, degrees (-180 to 180)'),
  })
  .strict();
export type VideoOffsets = z.infer<typeof VideoOffsets>;

/** The question types of a form (SPEC §1 forms); `select` is a choice of one of `options`. */
export const formFieldTypes = [
  'text',
  'textarea',
  'number',
  'date',
  'select',
  'checkbox',
  'photo',
  'location',
  'signature',
] as const;

/**
 * One question of a form. `name` keys its answer. Validation: `required`; for numbers `min`/`max` bound
 * the value, for text they bound the length, and `pattern` (a regular expression) must match the whole text.
 */
export const FormField = z.object({
  name: text()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[\w-]+$/, 'Use letters, digits, - and _ in a field name'),
  label: text().max(200),
  type: z.enum(formFieldTypes),
  options: z.array(text().max(100)).max(50).default([]),
  required: z.boolean().default(false),
  min: z.number().nullable().default(null),
  max: z.number().nullable().default(null),
  pattern: text().max(200).nullable().default(null),
});
export type FormField = z.infer<typeof FormField>;
/** How a layer is drawn (geojsons.properties.style). */
export const GeojsonStyle = z.object({
  color: text().max(30).default('#e8590c').describe('Line and point colour'),
  width: z.number().min(0).max(40).default(2).describe('Line width in pixels'),
  fill: text().max(30).default('#e8590c').describe('Polygon fill colour'),
  fill_opacity: z.number().min(0).max(1).default(0.3),
  color_by: text().max(100).nullable().default(null).describe('A feature property whose values pick colours'),
  colors: z
    .record(text().max(200), text().max(30))
    .default({})
    .describe('Property value → colour, for color_by'),
  label_by: text().max(100).nullable().default(null).describe('A feature property shown as a label'),
});
export type GeojsonStyle = z.infer<typeof GeojsonStyle>;

/** Kind-specific fields. Anything a kind does not list is refused on create and update. */
export const contentProperties = {
  tours: z.object({
    locale: text().max(10).default('en-US').describe('The language of the tour’s own texts'),
    localizations: z.array(TourLocalization).max(60).default([]),
    public: z.boolean().default(false).describe('Open at /publictours/{id} without sign-in (when enabled)'),
    scenes: TourScenes.default([]),
    annotation_categories: AnnotationCategories.default([]),
    plan: TourPlan.nullable().default(null).describe('The floor plan of the mini-map'),
  }),
  grouptours: z.object({ tours: z.array(id()).default([]) }),
  panoramas: z.object({
    width: z.number().int().nullable().default(null),
    height: z.number().int().nullable().default(null),
    status: z.enum(['uploaded', 'tiling', 'ready', 'failed']).default('uploaded'),
    progress: z.number().min(0).max(100).default(0).describe('Tiling progress in percent'),
    error: text().max(1000).nullable().default(null).describe('Why tiling failed, in English'),
    error_code: z
      .enum(panoramaFailures)
      .nullable()
      .default(null)
      .describe('Why tiling failed, as a code the web app translates (with width and height)'),
    levels: z
      .array(TileLevel)
      .default([])
      .describe('Tile levels, smallest first, once tiled; index = {level} of the tile URLs'),
  }),
  clouds: z.object({
    ...cloudConversionProperties,
    pin_protected: z.boolean().default(false).describe('Set by PUT /clouds/{id}/pin, not by an update'),
    public: z
      .boolean()
      .default(false)
      .describe('Open at /pc_viewer/{id} without sign-in (when enabled; the PIN still holds)'),
  }),
  cloudChildren: z.object({ cloud: id(), ...cloudConversionProperties }),
  bims: z.object({
    ...bimConversionProperties,
    public: z.boolean().default(false).describe('Open at /bim_viewer/{id} without sign-in (when enabled)'),
  }),
  threeds: z.object({ ...threedServerProperties, ...threedEditorProperties }),
  maps: z.object({
    center: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).default([10.75, 59.91]),
    zoom: z.number().min(0).max(22).default(12),
    styles: z
      .array(z.object({ id: text().max(60), title: text().max(100), url: text().max(2000) }))
      .default([]),
    levels: z.array(text().max(60)).default([]),
  }),
  floorplans: z.object({
    levels: z.array(text().max(60)).default([]),
    sheets: z
      .record(text().regex(/^\d+$/), FloorplanSheet)
      .default({})
      .describe('Set by the server: file id → how tiling that file went'),
    scales: z
      .array(FloorplanScale)
      .max(100)
      .default([])
      .describe('One per sheet at most: the scale an editor set from a known distance'),
  }),
  geojsons: z.object({
    feature_count: z.number().int().nullable().default(null).describe('Set by the server from the data'),
    data_file: z.number().int().nullable().default(null).describe('The uploaded file the data was read from'),
    data_key: text().max(300).nullable().default(null).describe('Where the server keeps the checked data'),
    style: GeojsonStyle.default(GeojsonStyle.parse({})),
  }),
  stories: StoryProperties,
  forms: z.object({
    system: z.boolean().default(false).describe('A system form (template) rather than a company form'),
    published: z.boolean().default(false).describe('Offered to the company’s members to fill in'),
    fields: z.array(FormField).max(100).default([]),
  }),
  videos360: z.object({
    offsets: VideoOffsets.default({ yaw: 0, pitch: 0, roll: 0 }),
  }),
} as const satisfies Record<ContentKind, z.ZodObject>;

/** One item of any content kind, as every list and detail call presents it. */
export const ContentItem = z.object({
  id: z.number().int(),
  kind: z.enum(contentKindNames as [ContentKind, ...ContentKind[]]),
  title: text(),
  description: text(),
  thumbnail: z
    .string()
    .nullable()
    .describe(
      'Signed for this caller for a few hours, no token needed: its own thumbnail, a tour’s first panorama, or a preview of its first image; null for none',
    ),
  enabled: z.boolean(),
  order: z.number().int(),
  subproject: z.number().int(),
  oldproject: z.number().int(),
  company: z.number().int(),
  files: z.array(FileRef),
  tags: z.array(Tag),
  properties: jsonRecord().describe('The kind-specific fields of contentProperties'),
  created_by: z.object({ id: z.number().int(), name: text() }).nullable(),
  created_at: text(),
  updated_at: text(),
  abilities: Abilities,
});
export type ContentItem = z.infer<typeof ContentItem>;

export const ContentListQuery = listQuery(['id', 'title', 'order', 'created_at', 'updated_at']).extend({
  subproject: urlId().optional().describe('Only this sub-project'),
  oldproject: urlId().optional().describe('Only this project'),
  tag: urlId().optional().describe('Only items with this tag'),
  q: text().max(200).optional().describe('Title contains (case-insensitive)'),
  cloud: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('children_light only: the children of this cloud'),
});
export type ContentListQuery = z.infer<typeof ContentListQuery>;

const Title = text({ error: messages.titleRequired }).trim().min(1, messages.titleRequired).max(200);

export const CreateContentBody = z.object({
  title: Title,
  description: text().max(20_000).default(''),
  subproject: id(),
  enabled: z.boolean().default(true),
  files: z.array(id()).max(100).default([]).describe('Ids of finished uploads to attach'),
  properties: z.record(text(), z.unknown()).default({}).describe('Kind-specific fields, checked per kind'),
});
export type CreateContentBody = z.infer<typeof CreateContentBody>;
export const UpdateContentBody = z
  .object({
    title: Title.optional(),
    description: text().max(20_000).optional(),
    enabled: z.boolean().optional(),
    order: z.number().int().min(0).max(maxId).optional(),
    subproject: id().optional(),
    files: z.array(id()).max(100).optional(),
    properties: jsonRecord().optional(),
  })
  .describe('Only the fields to change; no change at all is refused with "No changes to update"');
export type UpdateContentBody = z.infer<typeof UpdateContentBody>;

/** PUT tours/{id} {data:{enabled}} (SPEC §7) is the Strapi shape: the fields sit under `data`. */
export const StrapiUpdateBody = z.object({ data: UpdateContentBody });
export type StrapiUpdateBody = z.infer<typeof StrapiUpdateBody>;

export const TagServiceBody = z.object({
  service: z
    .enum(['clouds', 'tour', ...contentKindNames])
    .describe('SPEC §7 names clouds and tour; every other content kind works too'),
  tag: id(),
  id: id(),
});
export type TagServiceBody = z.infer<typeof TagServiceBody>;
