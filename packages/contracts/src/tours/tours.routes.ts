import { z } from 'zod';
import { IdParam } from '../core/params.ts';
import { text, urlId } from '../core/primitives.ts';
import { defineRoute } from '../core/route.ts';
import { PanoramaViewer, Quiz, QuizAnswerBody, TourViewer, ViewerScene } from './tours.ts';

const TourParam = IdParam;

/** A signed grant in a tile URL: `<expiry>.<subject>.<signature>`; made by the server only. */
const TileGrantParams = IdParam.extend({ grant: text().min(10).max(300) });
const TileBytes = z.any().describe('image/jpeg');
const TourFileParams = TileGrantParams.extend({ file: urlId() });

export const tourRoutes = {
  tourViewer: defineRoute({
    method: 'GET',
    path: '/tours/:id/viewer',
    summary: 'A tour for the viewer: scenes, links, hotspots, signed tiles; locked scenes without tiles',
    tags: ['tours'],
    access: { capability: 'content.read' },
    params: TourParam,
    query: z.object({
      edit: z
        .stringbool()
        .optional()
        .describe('For the builder: every scene open, quizzes or not (403 for those who may not edit)'),
    }),
    response: TourViewer,
  }),
  tourQuizzes: defineRoute({
    method: 'GET',
    path: '/tours/:id/quizzes',
    summary: 'A tour’s quizzes with their answers (editors only)',
    tags: ['tours'],
    access: { capability: 'content.manage' },
    params: TourParam,
    response: z.array(Quiz),
  }),
  saveTourQuizzes: defineRoute({
    method: 'PUT',
    path: '/tours/:id/quizzes',
    summary: 'Replace a tour’s quizzes (editors only)',
    tags: ['tours'],
    access: { capability: 'content.manage' },
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
  panoramaViewer: defineRoute({
    method: 'GET',
    path: '/panoramas/:id/viewer',
    summary: 'One panorama for the 360° viewer: signed tiles once tiled',
    tags: ['tours'],
    access: { capability: 'content.read' },
    params: IdParam,
    response: PanoramaViewer,
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
  tourFile: defineRoute({
    method: 'GET',
    path: '/tours/:id/files/:file/:grant',
    summary:
      'A file a tour shows (its plan image, a hotspot’s image or document); only with the signed grant its viewer payload gave, 404 otherwise',
    tags: ['tours'],
    // The grant names the tour, the file and who it was made for; access is checked again on use.
    access: { public: true },
    params: TourFileParams,
    response: z.any().describe('The file’s bytes (supports HTTP range requests)'),
  }),
  panoramaTile: defineRoute({
    method: 'GET',
    path: '/panoramas/:id/tiles/:grant/:level/:tile',
    summary: 'One tile (JPEG) of a tiled panorama; only with a valid signed grant, 404 otherwise',
    tags: ['tours'],
    // The signature in the path is the permission: made only for scenes the caller may open.
    access: { public: true },
    params: TileGrantParams.extend({
      level: z.coerce.number().int().min(0).max(20),
      tile: text().regex(/^\d{1,3}_\d{1,3}\.jpg$/),
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
