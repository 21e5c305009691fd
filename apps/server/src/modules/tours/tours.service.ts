import {
  type AnnotationCategory,
  can,
  contentProperties,
  findLocalizationProblem,
  maxQuestionsPerScene,
  messages,
  type Quiz,
  type Scene,
  type ViewerScene,
} from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import { type GrantSubject, verifyGrant } from '../../platform/auth/grants.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { ActorScope } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import {
  type ContentHooks,
  type ContentService,
  contentPolicy,
  findVisibleContent,
} from '../content/index.ts';
import { findItemFilesById, type ItemFile, openStoredFile } from '../files/index.ts';
import { findPanoramasOfCompany } from '../panoramas/index.ts';
import { findUserById } from '../users/index.ts';
import { floorplanFiles, loadTourMedia, measureImage, planImageTypes } from './tours.media.ts';
import { PlanImages } from './tours.plan.ts';
import {
  presentQuiz,
  presentTourViewer,
  presentViewerScene,
  tourFileResource,
  type ViewerContext,
} from './tours.presenter.ts';
import {
  type Answerer,
  findPublicTour,
  listQuizzes,
  passedQuestions,
  type QuizRow,
  questionKey,
  recordPass,
  replaceQuizzes,
  type TourRow,
} from './tours.repository.ts';

type QuizInput = z.infer<typeof Quiz>;
type Answer = { scene: string; question?: number; answer: number };

/**
 * What is saved on a tour must be sound: unique scene ids, links to its own scenes, its company's
 * panoramas, hotspot files among the tour's files, annotations in its own categories, languages the
 * product offers, and a plan image the editor may use (its size is measured here, so viewers can lay
 * it out before it loads).
 */
export function tourContentHooks(storage: Storage): ContentHooks {
  return {
    checkProperties: async ({ db, access, companyId, properties, fileIds }) => {
      const tour = contentProperties.tours.parse(properties);
      const { scenes } = tour;
      checkAnnotations(scenes, tour.annotation_categories);
      const ids = new Set(scenes.map((s) => s.id));
      if (ids.size !== scenes.length) throw badRequest('Two scenes have the same id.', 'tours.scene_id');
      const linkIds = new Set(scenes.flatMap((s) => s.links.map((link) => link.id)));
      const hotspotIds = new Set(scenes.flatMap((s) => s.hotspots.map((hotspot) => hotspot.id)));
      for (const scene of scenes) {
        for (const link of scene.links)
          if (!ids.has(link.to))
            throw badRequest(
              `A link of scene "${scene.title}" leads to no scene of this tour.`,
              'tours.link',
            );
        for (const hotspot of scene.hotspots)
          if (hotspot.file !== null && !fileIds.includes(hotspot.file))
            throw badRequest(
              `The hotspot "${hotspot.title}" shows a file that is not one of the tour's files.`,
              'tours.hotspot_file',
            );
      }
      const wanted = [...new Set(scenes.map((s) => s.panorama))];
      const found = await findPanoramasOfCompany(db, companyId, wanted);
      if (found.length !== wanted.length)
        throw badRequest('A scene shows a panorama that does not exist in this company.', 'tours.panorama');
      checkLanguages(tour.locale, tour.localizations);
      return {
        ...properties,
        // A scene, link or hotspot removed from the tour takes its translations with it.
        localizations: tour.localizations.map((entry) => ({
          ...entry,
          scenes: Object.fromEntries(
            Object.entries(entry.scenes).filter(([id, title]) => ids.has(id) && title),
          ),
          links: Object.fromEntries(
            Object.entries(entry.links).filter(([id, words]) => linkIds.has(id) && words),
          ),
          hotspots: Object.fromEntries(
            Object.entries(entry.hotspots).filter(
              ([id, texts]) => hotspotIds.has(id) && (texts.title || texts.text.trim()),
            ),
          ),
        })),
        plan: tour.plan && {
          ...tour.plan,
          ...(await measurePlan(storage, db, access, companyId, tour.plan, fileIds)),
        },
      };
    },
  };
}

/** The plan's image, if the editor may use it here: 400 (never a hint of another company's) otherwise. */
async function measurePlan(
  storage: Storage,
  db: Executor,
  access: ActorScope,
  companyId: number,
  plan: { floorplan: number | null; file: number },
  fileIds: number[],
) {
  let file: ItemFile | undefined;
  if (plan.floorplan === null) {
    if (fileIds.includes(plan.file)) file = (await findItemFilesById(db, [plan.file]))[0];
    if (!file) throw badRequest("The plan image is not one of the tour's files.", 'tours.plan_file');
  } else {
    const floorplan = await findVisibleContent(db, contentTables.floorplans, access, plan.floorplan);
    if (floorplan?.companyId !== companyId)
      throw badRequest('The floor plan of the plan was not found in this company.', 'tours.plan_floorplan');
    file = (await floorplanFiles(db, companyId, plan.floorplan)).get(plan.file);
    if (!file) throw badRequest('The plan image is not one of that floor plan’s files.', 'tours.plan_file');
  }
  if (!planImageTypes.includes(file.type))
    throw badRequest(
      `"${file.name}" cannot be shown as a plan: choose a JPEG, PNG or WebP image.`,
      'tours.plan_type',
    );
  return measureImage(storage, file.storageKey);
}

/** The tour viewer, its quizzes and the public tour page. Content rules come from the tours kind. */
export class TourService {
  private readonly ctx: ModuleContext;
  private readonly content: ContentService;
  private readonly planImages: PlanImages;

  constructor(ctx: ModuleContext, content: ContentService) {
    this.ctx = ctx;
    this.content = content;
    this.planImages = new PlanImages(ctx.storage);
  }

  /** `edit`: the builder's view, where an editor sees every scene whether its quiz was passed or not. */
  async viewer(actor: Actor, id: number, { edit }: { edit: boolean }) {
    const { tour } = edit ? await this.editableTour(actor, id) : await this.visibleTour(actor, id);
    const view = await this.viewerContext(tour, { userId: actor.id });
    if (edit) view.openAll = true;
    return presentTourViewer(tour, view);
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
    const tourLocale = contentProperties.tours.safeParse(tour.properties).data?.locale ?? 'en-US';
    // Each scene's questions are asked in the order they come.
    const asked = new Map<string, number>();
    const rows = quizzes.map((quiz) => {
      if (!sceneIds.has(quiz.scene))
        throw badRequest(
          `The quiz "${quiz.question}" is on a scene this tour does not have.`,
          'tours.quiz_scene',
        );
      const position = asked.get(quiz.scene) ?? 0;
      if (position >= maxQuestionsPerScene)
        throw badRequest(
          `A scene can ask at most ${maxQuestionsPerScene} questions.`,
          'tours.quiz_questions',
        );
      asked.set(quiz.scene, position + 1);
      if (quiz.correct >= quiz.options.length)
        throw badRequest(
          `The right answer of "${quiz.question}" is not one of its options.`,
          'tours.quiz_answer',
        );
      checkLanguages(tourLocale, quiz.localizations);
      const overlong = quiz.localizations.find((l) => l.options.length > quiz.options.length);
      if (overlong)
        throw badRequest(
          `The ${overlong.locale} translation of "${quiz.question}" has more options than the quiz.`,
          'tours.quiz_options',
        );
      return {
        sceneId: quiz.scene,
        position,
        question: quiz.question,
        options: quiz.options,
        correct: quiz.correct,
        // A translation with no text in it changes nothing a visitor sees.
        localizations: quiz.localizations.filter((l) => l.question || l.options.some(Boolean)),
      };
    });
    await this.ctx.db.transaction((tx) => replaceQuizzes(tx, tour.id, rows));
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

  /**
   * Right: the pass is recorded and the scene comes back with its next question, or open after the
   * last. Wrong: SPEC §8's message. `question` (from 1) picks one; without it, the next unanswered.
   */
  private async answerIn(
    tour: TourRow,
    who: NonNullable<Answerer>,
    { scene: sceneId, question: number, answer }: Answer,
  ): Promise<z.infer<typeof ViewerScene>> {
    const scene = scenesOf(tour).find((s) => s.id === sceneId);
    if (!scene) throw notFound('The scene');
    const view = await this.viewerContext(tour, who);
    const questions = view.quizzes.get(scene.id) ?? [];
    const asked =
      number === undefined
        ? questions.find((q) => !view.answered.has(questionKey(scene.id, q.position)))
        : questions.find((q) => q.position === number - 1);
    if (number !== undefined && !asked) throw notFound('The question');
    if (asked && !view.answered.has(questionKey(scene.id, asked.position))) {
      if (answer !== asked.correct) throw badRequest(messages.answerWrong, 'tours.answer_wrong');
      await recordPass(this.ctx.db, tour.id, scene.id, asked.position, who);
      view.answered.add(questionKey(scene.id, asked.position));
    }
    return presentViewerScene(scene, view);
  }

  private async viewerContext(
    tour: TourRow,
    who: Answerer,
    db: Executor = this.ctx.db,
  ): Promise<ViewerContext> {
    const scenes = scenesOf(tour);
    const [quizzes, answered, panoramas, media] = await Promise.all([
      listQuizzes(db, tour.id),
      passedQuestions(db, tour.id, who),
      findPanoramasOfCompany(db, tour.companyId, [...new Set(scenes.map((s) => s.panorama))]),
      loadTourMedia(db, tour),
    ]);
    const subject: GrantSubject = !who ? 'anonymous' : 'userId' in who ? `u${who.userId}` : `v${who.visitor}`;
    return {
      quizzes: questionsByScene(quizzes),
      answered,
      openAll: false,
      panoramas: new Map(panoramas.map((p) => [p.id, p])),
      media,
      localizations: contentProperties.tours.safeParse(tour.properties).data?.localizations ?? [],
      tourId: tour.id,
      secret: this.ctx.config.jwtSecret,
      subject,
    };
  }

  /**
   * A file a tour shows, through the grant its viewer payload carried. The grant proves who it was
   * made for; that they may still open the tour, and that the tour still shows the file, is checked
   * again, so a link stops working once the file leaves the tour or the tour stops being public.
   */
  async openFile(tourId: number, fileId: number, grant: string, rangeHeader: string | undefined) {
    const granted = verifyGrant(this.ctx.config.jwtSecret, tourFileResource(tourId, fileId), grant);
    if (!granted) throw notFound('The file');
    const tour = await this.tourForSubject(tourId, granted.subject);
    const media = tour && (await loadTourMedia(this.ctx.db, tour));
    const file = media?.files.get(fileId);
    if (!file) throw notFound('The file');
    const opened =
      media?.plan?.file.id === fileId
        ? await this.planImages.open(media.plan, rangeHeader)
        : await openStoredFile(this.ctx.storage, file, rangeHeader);
    if (!opened) throw notFound('The file');
    return { ...opened, expires: granted.expires };
  }

  private async tourForSubject(id: number, subject: GrantSubject): Promise<TourRow | undefined> {
    if (!subject.startsWith('u')) return findPublicTour(this.ctx.db, id);
    const user = await findUserById(this.ctx.db, Number(subject.slice(1)));
    if (!user || !can(user.roleId, 'content.read')) return undefined;
    const actor: Actor = { ...user, scope: 'full', impersonatedBy: null };
    return this.visibleTour(actor, id).then(
      (found) => found.tour,
      () => undefined,
    );
  }

  private async visibleTour(actor: Actor, id: number): Promise<{ tour: TourRow; access: ActorScope }> {
    const access = await this.content.access(actor);
    return { tour: await this.content.findVisible(access, id), access };
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

/** Categories are unique by id and by name; every annotation is in one of them. */
function checkAnnotations(scenes: Scene[], categories: AnnotationCategory[]): void {
  const ids = new Set(categories.map((c) => c.id));
  if (ids.size !== categories.length)
    throw badRequest('Two annotation categories have the same id.', 'tours.category_id');
  const names = new Set(categories.map((c) => c.name.toLocaleLowerCase()));
  if (names.size !== categories.length)
    throw badRequest('Two annotation categories have the same name.', 'tours.category_name');
  for (const scene of scenes) {
    const itemIds = [...scene.points_of_interest, ...scene.annotations].map((item) => item.id);
    if (new Set(itemIds).size !== itemIds.length)
      throw badRequest(
        `Two points of interest or annotations of scene "${scene.title}" have the same id.`,
        'tours.annotation_id',
      );
    const stray = scene.annotations.find((annotation) => !ids.has(annotation.category));
    if (stray)
      throw badRequest(
        `The annotation "${stray.title}" of scene "${scene.title}" is in a category this tour does not have.`,
        'tours.annotation_category',
      );
  }
}

function questionsByScene(quizzes: QuizRow[]): Map<string, QuizRow[]> {
  const byScene = new Map<string, QuizRow[]>();
  for (const quiz of quizzes) byScene.set(quiz.sceneId, [...(byScene.get(quiz.sceneId) ?? []), quiz]);
  for (const questions of byScene.values()) questions.sort((a, b) => a.position - b.position);
  return byScene;
}

function scenesOf(tour: TourRow): Scene[] {
  return contentProperties.tours.safeParse(tour.properties).data?.scenes ?? [];
}

const languageProblems = {
  unknown_locale: (locale: string) => `"${locale}" is not one of the languages Spatium offers.`,
  own_locale: (locale: string) =>
    `The tour itself is written in ${locale}; a localisation must be in another language.`,
  duplicate: (locale: string) => `There are two localisations in ${locale}; keep one.`,
};

function checkLanguages(locale: string, localizations: { locale: string }[]): void {
  const found = findLocalizationProblem(locale, localizations);
  if (found) throw badRequest(languageProblems[found.problem](found.locale), `tours.${found.problem}`);
}
