import { z } from 'zod';
import { messages } from '../errors.ts';
import { IdParam } from '../profile.ts';
import { defineRoute } from '../route.ts';

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
export const StartView = ViewAngle.extend({ zoom: z.number().min(0).max(100).default(50) });

export const SceneLink = ViewAngle.extend({
  id: z.string().min(1).max(40),
  to: z.string().min(1).max(40).describe('Id of the scene it moves to'),
  title: z.string().max(200).default(''),
});

export const InfoHotspot = ViewAngle.extend({
  id: z.string().min(1).max(40),
  type: z.enum(['text', 'image', 'link', 'document', 'video']),
  title: z.string().trim().min(1, messages.titleRequired).max(200),
  text: z.string().max(10_000).default(''),
  url: z.string().max(2000).nullable().default(null).describe('For link and video'),
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

export const Scene = z.object({
  id: z.string().min(1).max(40),
  title: z.string().trim().min(1, messages.titleRequired).max(200),
  panorama: z.number().int().positive().describe('A ready panorama of the same company'),
  start_view: StartView.default({ yaw: 0, pitch: 0, zoom: 50 }),
  plan_position: z
    .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
    .nullable()
    .default(null),
  links: z.array(SceneLink).max(50).default([]),
  hotspots: z.array(InfoHotspot).max(200).default([]),
});
export type Scene = z.infer<typeof Scene>;
export const TourScenes = z.array(Scene).max(500);

/** One tile level of a panorama: its width in pixels and its grid of 512 px tiles. */
export const TileLevel = z.object({
  width: z.number().int(),
  cols: z.number().int(),
  rows: z.number().int(),
});

/** Tiles of a panorama as Photo Sphere Viewer's EquirectangularMultiTilesPanorama wants them. */
export const PanoramaTiles = z.object({
  width: z.number().int(),
  height: z.number().int(),
  tile_size: z.number().int(),
  levels: z.array(TileLevel).describe('Smallest first'),
  base_url: z
    .string()
    .describe(
      'Signed: {base_url}/{level}/{col}_{row}.jpg, {level} = index in `levels` (PSV’s own numbering)',
    ),
  preview_url: z.string(),
});

export const ViewerScene = Scene.omit({ panorama: true }).extend({
  locked: z.boolean().describe('A quiz must be answered before this scene opens'),
  quiz: z.object({ question: z.string(), options: z.array(z.string()) }).nullable(),
  tiles: PanoramaTiles.nullable().describe('Null while locked or while the panorama is being tiled'),
});
export const TourViewer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  locale: z.string(),
  first_scene: z.string().nullable(),
  plan: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  scenes: z.array(ViewerScene),
});

export const Quiz = z.object({
  scene: z.string().min(1).max(40),
  question: z.string().trim().min(1).max(1000),
  options: z.array(z.string().trim().min(1).max(300)).min(2).max(10),
  correct: z.number().int().min(0).describe('Index of the right option (editors only)'),
});
export const QuizAnswerBody = z.object({
  scene: z.string().min(1).max(40),
  answer: z.number().int().min(0),
  visitor: z.uuid().optional().describe('Public tours: a random id the visitor’s browser keeps'),
});

const TourParam = IdParam;

/** A signed grant in a tile URL: `<expiry>.<subject>.<signature>`; made by the server only. */
const TileGrantParams = IdParam.extend({ grant: z.string().min(10).max(300) });
const TileBytes = z.any().describe('image/jpeg');

export const tourRoutes = {
  tourViewer: defineRoute({
    method: 'GET',
    path: '/tours/:id/viewer',
    summary: 'A tour for the viewer: scenes, links, hotspots, signed tiles; locked scenes without tiles',
    tags: ['tours'],
    access: { capability: 'content.read' },
    params: TourParam,
    response: TourViewer,
  }),
  tourQuizzes: defineRoute({
    method: 'GET',
    path: '/tours/:id/quizzes',
    summary: 'A tour’s quizzes with their answers (editors only)',
    tags: ['tours'],
    access: { capability: 'content.read' },
    params: TourParam,
    response: z.array(Quiz),
  }),
  saveTourQuizzes: defineRoute({
    method: 'PUT',
    path: '/tours/:id/quizzes',
    summary: 'Replace a tour’s quizzes (editors only)',
    tags: ['tours'],
    access: { capability: 'content.read' },
    params: TourParam,
    body: z.object({ quizzes: z.array(Quiz).max(500) }),
    response: z.array(Quiz),
  }),
  answerQuiz: defineRoute({
    method: 'POST',
    path: '/tours/:id/quiz',
    summary: 'Answer a scene’s quiz; right unlocks the scene, wrong says "Your answer was wrong"',
    tags: ['tours'],
    access: { capability: 'content.read' },
    params: TourParam,
    body: QuizAnswerBody,
    response: ViewerScene,
  }),
  publicTour: defineRoute({
    method: 'GET',
    path: '/publictours/:id',
    summary: 'An enabled public tour, for anyone; 404 for any other',
    tags: ['tours'],
    access: { public: true },
    params: TourParam,
    query: z.object({ visitor: z.uuid().optional() }),
    response: TourViewer,
  }),
  answerPublicQuiz: defineRoute({
    method: 'POST',
    path: '/publictours/:id/quiz',
    summary: 'Answer a quiz of a public tour',
    tags: ['tours'],
    access: { public: true },
    params: TourParam,
    body: QuizAnswerBody.required({ visitor: true }),
    response: ViewerScene,
  }),
  panoramaTile: defineRoute({
    method: 'GET',
    path: '/panoramas/:id/tiles/:grant/:level/:tile',
    summary: 'One 512 px tile (JPEG) of a tiled panorama; only with a valid signed grant, 404 otherwise',
    tags: ['tours'],
    // The signature in the path is the permission: made only for scenes the caller may open.
    access: { public: true },
    params: TileGrantParams.extend({
      level: z.coerce.number().int().min(0).max(20),
      tile: z.string().regex(/^\d{1,3}_\d{1,3}\.jpg$/),
    }),
    response: TileBytes,
  }),
  panoramaPreview: defineRoute({
    method: 'GET',
    path: '/panoramas/:id/preview/:grant',
    summary: 'The 2048×1024 preview (JPEG) of a tiled panorama; only with a valid signed grant',
    tags: ['tours'],
    access: { public: true },
    params: TileGrantParams,
    response: TileBytes,
  }),
} as const;
