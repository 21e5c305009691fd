import { z } from 'zod';
import { messages } from '../core/errors.ts';
import { importances, limits } from '../core/limits.ts';
import { localeCodes } from '../core/locales.ts';
import { id, text } from '../core/primitives.ts';

/**
 * 360° tours. A tour's scenes live in `properties.scenes` of the tours content kind (edited with
 * PUT tours/{id} {data:{properties:{scenes}}}); quizzes are kept apart (their answers never reach
 * a browser) and the viewer gets scenes through GET tours/{id}/viewer, with signed tile URLs.
 */

export const ViewAngle = z.object({
  yaw: z
    .number()
    .min(-Math.PI * 2)
    .max(Math.PI * 2)
    .describe('Radians, 0 = the image centre'),
  pitch: z
    .number()
    .min(-Math.PI / 2)
    .max(Math.PI / 2),
});
export type ViewAngle = z.infer<typeof ViewAngle>;
export const StartView = ViewAngle.extend({ zoom: z.number().min(0).max(100).default(50) });
export type StartView = z.infer<typeof StartView>;

export const SceneLink = ViewAngle.extend({
  id: text().min(1).max(40),
  to: text().min(1).max(40).describe('Id of the scene it moves to'),
  title: text().max(200).default(''),
});
export type SceneLink = z.infer<typeof SceneLink>;

export const InfoHotspot = ViewAngle.extend({
  id: text().min(1).max(40),
  type: z.enum(['text', 'image', 'link', 'document', 'video']),
  title: text().trim().min(1, messages.titleRequired).max(200),
  text: text().max(10_000).default(''),
  url: text().max(2000).nullable().default(null).describe('For link and video'),
  file: z
    .number()
    .int()
    .positive()
    .nullable()
    .default(null)
    .describe('For image and document: an uploaded file'),
  style: z
    .object({
      width: z.number().int().default(150),
      height: z.number().int().default(100),
      line: z.number().int().default(80),
    })
    .default({ width: 150, height: 100, line: 80 }),
});
export type InfoHotspot = z.infer<typeof InfoHotspot>;

/** SPEC §5: "Annotation or search text needs at least 3 characters." */
export const annotationTextTooShort = `Annotation text needs at least ${limits.annotationMinLength} characters`;
const annotationTitle = text().trim().min(limits.annotationMinLength, annotationTextTooShort).max(200);
const annotationDescription = z
  .string()
  .trim()
  .max(10_000)
  .refine((text) => text.length === 0 || text.length >= limits.annotationMinLength, annotationTextTooShort)
  .default('')
  .describe('Empty, or at least 3 characters');

/** A tour's category of annotations (e.g. "Safety", "Defects"), shown in its colour. */
export const AnnotationCategory = z.object({
  id: text().min(1).max(40),
  name: text().trim().min(1, 'A category needs a name').max(60),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'A colour is a hex code such as #228be6')
    .describe('CSS hex colour of its markers'),
});
export type AnnotationCategory = z.infer<typeof AnnotationCategory>;
export const AnnotationCategories = z.array(AnnotationCategory).max(50);
export type AnnotationCategories = z.infer<typeof AnnotationCategories>;

/** SPEC §3: a point of interest has a title, a description and an importance. */
export const PointOfInterest = ViewAngle.extend({
  id: text().min(1).max(40),
  title: annotationTitle,
  description: annotationDescription,
  importance: z.enum(importances).default('medium'),
});
export type PointOfInterest = z.infer<typeof PointOfInterest>;

/** SPEC §3: an annotation has a title, a description and a category (one of its tour's). */
export const Annotation = ViewAngle.extend({
  id: text().min(1).max(40),
  title: annotationTitle,
  description: annotationDescription,
  category: text().min(1).max(40).describe('Id of one of the tour’s annotation_categories'),
});
export type Annotation = z.infer<typeof Annotation>;
/** Where a scene was taken on the tour's plan: x, y as fractions of the plan image (0,0 = top left). */
export const PlanPosition = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  heading: z
    .number()
    .min(-Math.PI * 2)
    .max(Math.PI * 2)
    .nullable()
    .default(null)
    .describe('Radians clockwise from the plan’s up to where yaw 0 looks; null: unknown (no view cone)'),
});
export type PlanPosition = z.infer<typeof PlanPosition>;

export const Scene = z.object({
  id: text().min(1).max(40),
  title: text().trim().min(1, messages.titleRequired).max(200),
  panorama: id().describe('A ready panorama of the same company'),
  start_view: StartView.default({ yaw: 0, pitch: 0, zoom: 50 }),
  plan_position: PlanPosition.nullable().default(null),
  links: z.array(SceneLink).max(50).default([]),
  hotspots: z.array(InfoHotspot).max(200).default([]),
  points_of_interest: z.array(PointOfInterest).max(200).default([]),
  annotations: z.array(Annotation).max(500).default([]),
});
export type Scene = z.infer<typeof Scene>;
export const TourScenes = z.array(Scene).max(500);
export type TourScenes = z.infer<typeof TourScenes>;

/**
 * The tour's floor plan: an image file of one of the company's floor plans (`floorplan`), or an
 * image uploaded to the tour itself (`floorplan` null, `file` one of the tour's files).
 */
export const TourPlan = z.object({
  floorplan: z
    .number()
    .int()
    .positive()
    .nullable()
    .default(null)
    .describe('A floor plan of the same company the editor may see; null: a file of the tour'),
  file: id().describe('An image (JPEG, PNG or WebP) of that floor plan or tour'),
  width: id().optional().describe('Pixels; measured by the server when saved'),
  height: id().optional().describe('Pixels; measured by the server when saved'),
});
export type TourPlan = z.infer<typeof TourPlan>;

/** An info hotspot's title and text in a further language; an empty one keeps the hotspot's own. */
export const HotspotLocalization = z.object({
  title: text().trim().max(200).default(''),
  text: text().max(10_000).default(''),
});
export type HotspotLocalization = z.infer<typeof HotspotLocalization>;

/** The tour's title, description and scene texts (titles, link words, info hotspots) in a further language. */
export const TourLocalization = z.object({
  locale: text().max(10),
  title: text().trim().max(200),
  description: text().max(5000),
  scenes: z
    .record(text().max(40), text().trim().max(200))
    .default({})
    .describe('Scene id → its title in this language; a scene not listed keeps its own title'),
  links: z
    .record(text().max(40), text().trim().max(200))
    .default({})
    .describe('Link id → its words in this language; a link not listed keeps its own'),
  hotspots: z
    .record(text().max(40), HotspotLocalization)
    .default({})
    .describe('Info hotspot id → its title and text in this language; viewers get only open scenes’'),
});
export type TourLocalization = z.infer<typeof TourLocalization>;

/**
 * A tour's properties in the catalogue (tourslights, tours/{id}, get_p/{id}, notifications) for those
 * who may not edit it: what a card needs and nothing of a scene, since scenes may be locked behind a
 * quiz. Their content reaches readers only through the viewer, scene by scene once open.
 */
export const TourCardProperties = z.object({
  locale: text().describe('The language of the tour’s own texts'),
  public: z.boolean(),
  localizations: z
    .array(TourLocalization.pick({ locale: true, title: true, description: true }))
    .describe('The tour’s title and description in further languages'),
  scene_count: z.number().int().nonnegative(),
});
export type TourCardProperties = z.infer<typeof TourCardProperties>;

/**
 * What is wrong with a tour's languages, if anything: its own locale must be one the product
 * offers, and each localisation another such locale, once.
 */
export function findLocalizationProblem(
  locale: string,
  localizations: readonly { locale: string }[],
): { problem: 'unknown_locale' | 'own_locale' | 'duplicate'; locale: string } | null {
  const known = new Set<string>(localeCodes);
  if (!known.has(locale)) return { problem: 'unknown_locale', locale };
  const seen = new Set<string>();
  for (const entry of localizations) {
    if (!known.has(entry.locale)) return { problem: 'unknown_locale', locale: entry.locale };
    if (entry.locale === locale) return { problem: 'own_locale', locale: entry.locale };
    if (seen.has(entry.locale)) return { problem: 'duplicate', locale: entry.locale };
    seen.add(entry.locale);
  }
  return null;
}

/**
 * One tile level of a panorama, as Photo Sphere Viewer's EquirectangularTilesAdapter checks it: a
 * power-of-two grid of `cols` × `cols / 2` square tiles, each `width / cols` pixels.
 */
export const TileLevel = z.object({
  width: z.number().int().describe('Width of the whole level in pixels: cols × the tile size'),
  cols: z.number().int().describe('Columns of tiles: a power of two from 2 to 64'),
  rows: z.number().int().describe('Rows of tiles: cols / 2'),
});
export type TileLevel = z.infer<typeof TileLevel>;

/** Tiles of a panorama as Photo Sphere Viewer's EquirectangularMultiTilesPanorama wants them. */
export const PanoramaTiles = z.object({
  width: z.number().int(),
  height: z.number().int(),
  tile_size: z
    .number()
    .int()
    .describe('Edge of every (square) tile in pixels, the same on every level: a level’s width / cols'),
  levels: z.array(TileLevel).describe('Smallest first'),
  base_url: z
    .string()
    .describe(
      'Signed: {base_url}/{level}/{col}_{row}.jpg, {level} = index in `levels` (PSV’s own numbering)',
    ),
  preview_url: text(),
});
export type PanoramaTiles = z.infer<typeof PanoramaTiles>;

/** An info hotspot as viewers get it: its image or document as a signed URL instead of a file id. */
export const ViewerHotspot = InfoHotspot.omit({ file: true }).extend({
  attachment: z
    .object({
      url: text().describe('Signed for this caller, short-lived, valid for this file only'),
      name: text(),
      type: text().describe('MIME type detected from the content'),
    })
    .nullable()
    .describe('Image and document hotspots: their file; null when it is no longer one of the tour’s files'),
});
export type ViewerHotspot = z.infer<typeof ViewerHotspot>;

/** A quiz's question and options in a further language; an empty one keeps the quiz's own. */
export const QuizLocalization = z.object({
  locale: text().max(10),
  question: text().trim().max(1000).default(''),
  options: z
    .array(text().trim().max(300))
    .max(10)
    .default([])
    .describe('By position, like the quiz’s own options; never more of them'),
});
export type QuizLocalization = z.infer<typeof QuizLocalization>;

/** What a viewer gets of a tour's localisation: the scene texts travel with their scenes. */
export const ViewerTourLocalization = TourLocalization.omit({ links: true, hotspots: true });
export type ViewerTourLocalization = z.infer<typeof ViewerTourLocalization>;

/** One scene's link words and hotspot texts in a further language. */
export const ViewerSceneLocalization = TourLocalization.pick({ locale: true, links: true, hotspots: true });
export type ViewerSceneLocalization = z.infer<typeof ViewerSceneLocalization>;

export const ViewerScene = Scene.omit({ panorama: true }).extend({
  hotspots: z.array(ViewerHotspot),
  localizations: z
    .array(ViewerSceneLocalization)
    .describe('Its link words and hotspot texts per further language; no hotspot texts while locked'),
  locked: z
    .boolean()
    .describe(
      'A quiz must be answered before this scene opens; until then it has no hotspots, points of interest or annotations',
    ),
  quiz: z
    .object({
      question: text(),
      options: z.array(text()),
      localizations: z.array(QuizLocalization),
      number: z.number().int().describe('Which of the scene’s questions this is, from 1'),
      count: z.number().int().describe('How many questions the scene asks in all'),
    })
    .nullable()
    .describe('The next question of a locked scene, one at a time; null once all are answered'),
  tiles: PanoramaTiles.nullable().describe('Null while locked or while the panorama is being tiled'),
});
export type ViewerScene = z.infer<typeof ViewerScene>;
export const TourViewer = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  locale: text(),
  first_scene: text().nullable(),
  localizations: z
    .array(ViewerTourLocalization)
    .describe('The viewer shows the one matching the reader’s language, else the tour’s own texts'),
  plan: z
    .object({
      url: text().describe('Signed for this caller, short-lived'),
      width: z.number().int(),
      height: z.number().int(),
    })
    .nullable()
    .describe('The floor plan for the mini-map; null without one'),
  annotation_categories: AnnotationCategories,
  scenes: z.array(ViewerScene),
});
export type TourViewer = z.infer<typeof TourViewer>;

/** One panorama on its own in the 360° viewer: its tiles once tiled, else where tiling stands. */
export const PanoramaViewer = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  status: z.enum(['uploaded', 'tiling', 'ready', 'failed']),
  tiles: PanoramaTiles.nullable().describe('Null until the panorama is tiled'),
});
export type PanoramaViewer = z.infer<typeof PanoramaViewer>;

/** Questions one scene can ask before it opens. */
export const maxQuestionsPerScene = 10;

export const Quiz = z.object({
  scene: text().min(1).max(40),
  question: text().trim().min(1).max(1000),
  options: z.array(text().trim().min(1).max(300)).min(2).max(10),
  correct: z.number().int().min(0).describe('Index of the right option (editors only)'),
  localizations: z.array(QuizLocalization).max(60).default([]),
});
export type Quiz = z.infer<typeof Quiz>;
export const QuizAnswerBody = z.object({
  scene: text().min(1).max(40),
  question: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Which of the scene’s questions (its quiz.number); without it, the next unanswered one'),
  answer: z.number().int().min(0),
  visitor: z.uuid().optional().describe('Public tours: a random id the visitor’s browser keeps'),
});
export type QuizAnswerBody = z.infer<typeof QuizAnswerBody>;
