import { contentProperties, messages, type Quiz, type Scene, type ViewerScene } from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { CatalogueAccess } from '../../platform/content/content.access.ts';
import { contentPolicy } from '../../platform/content/content.policy.ts';
import type { ContentHooks, ContentService } from '../../platform/content/content.service.ts';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import type { GrantSubject } from '../panoramas/panoramas.grants.ts';
import { findPanoramasOfCompany } from '../panoramas/panoramas.repository.ts';
import { presentQuiz, presentTourViewer, presentViewerScene, type ViewerContext } from './tours.presenter.ts';
import {
  type Answerer,
  findPublicTour,
  listQuizzes,
  passedScenes,
  recordPass,
  replaceQuizzes,
  type TourRow,
} from './tours.repository.ts';

type QuizInput = z.infer<typeof Quiz>;
type Answer = { scene: string; answer: number };

/** The tour viewer, its quizzes and the public tour page. Content rules come from the tours kind. */
export class TourService {
  private readonly ctx: ModuleContext;
  private readonly content: () => ContentService;

  constructor(ctx: ModuleContext, content: () => ContentService) {
    this.ctx = ctx;
    this.content = content;
  }

  /** Scenes saved on a tour must be sound: unique ids, links to its own scenes, its company's panoramas. */
  readonly hooks: ContentHooks = {
    checkProperties: async ({ db, companyId, properties }) => {
      const scenes = (properties.scenes ?? []) as Scene[];
      const ids = new Set(scenes.map((s) => s.id));
      if (ids.size !== scenes.length) throw badRequest('Two scenes have the same id.', 'tours.scene_id');
      for (const scene of scenes)
        for (const link of scene.links)
          if (!ids.has(link.to))
            throw badRequest(
              `A link of scene "${scene.title}" leads to no scene of this tour.`,
              'tours.link',
            );
      const wanted = [...new Set(scenes.map((s) => s.panorama))];
      const found = await findPanoramasOfCompany(db, companyId, wanted);
      if (found.length !== wanted.length)
        throw badRequest('A scene shows a panorama that does not exist in this company.', 'tours.panorama');
    },
  };

  async viewer(actor: Actor, id: number) {
    const { tour } = await this.visibleTour(actor, id);
    return presentTourViewer(tour, await this.viewerContext(tour, { userId: actor.id }));
  }

  async publicTour(id: number, visitor: string | undefined) {
    const tour = await this.publicTourOrMissing(id);
    return presentTourViewer(tour, await this.viewerContext(tour, visitor ? { visitor } : undefined));
  }

  async quizzes(actor: Actor, id: number): Promise<QuizInput[]> {
    const { tour } = await this.editableTour(actor, id);
    return (await listQuizzes(this.ctx.db, tour.id)).map(presentQuiz);
  }

  async saveQuizzes(actor: Actor, id: number, quizzes: QuizInput[]): Promise<QuizInput[]> {
    const { tour } = await this.editableTour(actor, id);
    const sceneIds = new Set(scenesOf(tour).map((s) => s.id));
    const seen = new Set<string>();
    for (const quiz of quizzes) {
      if (!sceneIds.has(quiz.scene))
        throw badRequest(
          `The quiz "${quiz.question}" is on a scene this tour does not have.`,
          'tours.quiz_scene',
        );
      if (seen.has(quiz.scene)) throw badRequest('A scene can have one quiz only.', 'tours.quiz_scene');
      if (quiz.correct >= quiz.options.length)
        throw badRequest(
          `The right answer of "${quiz.question}" is not one of its options.`,
          'tours.quiz_answer',
        );
      seen.add(quiz.scene);
    }
    await this.ctx.db.transaction((tx) =>
      replaceQuizzes(
        tx,
        tour.id,
        quizzes.map((q) => ({
          sceneId: q.scene,
          question: q.question,
          options: q.options,
          correct: q.correct,
        })),
      ),
    );
    return (await listQuizzes(this.ctx.db, tour.id)).map(presentQuiz);
  }

  async answer(actor: Actor, id: number, answer: Answer) {
    const { tour } = await this.visibleTour(actor, id);
    return this.answerIn(tour, { userId: actor.id }, answer);
  }

  async answerPublic(id: number, answer: Answer & { visitor: string }) {
    const tour = await this.publicTourOrMissing(id);
    return this.answerIn(tour, { visitor: answer.visitor }, answer);
  }

  /** Right: the pass is recorded and the scene comes back open. Wrong: SPEC §8's message. */
  private async answerIn(
    tour: TourRow,
    who: NonNullable<Answerer>,
    { scene: sceneId, answer }: Answer,
  ): Promise<z.infer<typeof ViewerScene>> {
    const scene = scenesOf(tour).find((s) => s.id === sceneId);
    if (!scene) throw notFound('The scene');
    const view = await this.viewerContext(tour, who);
    const quiz = view.quizzes.get(scene.id);
    if (quiz && !view.passed.has(scene.id)) {
      if (answer !== quiz.correct) throw badRequest(messages.answerWrong, 'tours.answer_wrong');
      await recordPass(this.ctx.db, tour.id, scene.id, who);
      view.passed.add(scene.id);
    }
    return presentViewerScene(scene, view);
  }

  private async viewerContext(
    tour: TourRow,
    who: Answerer,
    db: Executor = this.ctx.db,
  ): Promise<ViewerContext> {
    const scenes = scenesOf(tour);
    const [quizzes, passed, panoramas] = await Promise.all([
      listQuizzes(db, tour.id),
      passedScenes(db, tour.id, who),
      findPanoramasOfCompany(db, tour.companyId, [...new Set(scenes.map((s) => s.panorama))]),
    ]);
    const subject: GrantSubject = !who ? 'anonymous' : 'userId' in who ? `u${who.userId}` : `v${who.visitor}`;
    return {
      quizzes: new Map(quizzes.map((q) => [q.sceneId, q])),
      passed,
      panoramas: new Map(panoramas.map((p) => [p.id, p])),
      secret: this.ctx.config.jwtSecret,
      subject,
    };
  }

  private async visibleTour(actor: Actor, id: number): Promise<{ tour: TourRow; access: CatalogueAccess }> {
    const access = await this.content().access(actor);
    return { tour: await this.content().findVisible(access, id), access };
  }

  /** Quizzes hold the answers: only those who may edit the tour see or change them. */
  private async editableTour(actor: Actor, id: number) {
    const found = await this.visibleTour(actor, id);
    if (!contentPolicy.mayWrite(found.access, found.tour)) throw forbidden();
    return found;
  }

  private async publicTourOrMissing(id: number): Promise<TourRow> {
    const tour = await findPublicTour(this.ctx.db, id);
    if (!tour) throw notFound('The tour');
    return tour;
  }
}

function scenesOf(tour: TourRow): Scene[] {
  return contentProperties.tours.safeParse(tour.properties).data?.scenes ?? [];
}
