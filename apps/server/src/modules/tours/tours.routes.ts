import { tourRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { type ContentService, registerContentKind } from '../content/index.ts';
import { sendStoredFile } from '../files/index.ts';
import { tours } from './tours.schema.ts';
import { TourService, tourContentHooks } from './tours.service.ts';

/**
 * 360 tours: panoramas linked into a walk, with hotspots on them. properties: `locale` (the tour's
 * own language), `localizations` (title, description and scene texts per further locale), `public` (open at
 * /publictours/{id} without sign-in while enabled), `scenes`. `enabled` toggles with PUT tours/{id}
 * {data:{enabled}} (SPEC §4); the list call is the spec's tourslights. Quizzes live in their own
 * table, so their answers never travel with the tour.
 */
const QUIZ_ANSWERS_PER_MINUTE = 30;

export function registerToursModule(ctx: ModuleContext): ContentService {
  const content = registerContentKind(ctx, 'tours', tours, tourContentHooks(ctx.storage));
  const service = new TourService(ctx, content);

  const { mount } = ctx.routes;
  mount(tourRoutes.tourViewer, ({ actor, params, query }) =>
    service.viewer(actor, params.id, { edit: query.edit === true }),
  );
  mount(tourRoutes.tourQuizzes, ({ actor, params }) => service.quizzes(actor, params.id));
  mount(tourRoutes.saveTourQuizzes, ({ actor, params, body }) =>
    service.saveQuizzes(actor, params.id, body.quizzes),
  );
  // A quiz has a few options: without a limit, guessing through them all would be instant.
  mount(tourRoutes.answerQuiz, ({ actor, params, body }) => service.answer(actor, params.id, body), {
    rateLimit: QUIZ_ANSWERS_PER_MINUTE,
  });
  mount(tourRoutes.publicTour, ({ params, query }) => service.publicTour(params.id, query.visitor));
  mount(tourRoutes.answerPublicQuiz, ({ params, body }) => service.answerPublic(params.id, body), {
    rateLimit: QUIZ_ANSWERS_PER_MINUTE,
  });
  mount(tourRoutes.tourFile, ({ params }, { request, reply }) =>
    sendStoredFile(
      reply,
      () => service.openFile(params.id, params.file, params.grant, request.headers.range),
      {
        // Images and PDFs open in the browser, and are kept no longer than the grant lasts.
        inline: true,
        cacheControl: ({ expires }) =>
          `private, max-age=${Math.max(0, expires - Math.floor(Date.now() / 1000))}`,
      },
    ),
  );
  return content;
}
