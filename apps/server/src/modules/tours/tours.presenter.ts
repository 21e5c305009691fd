import {
  contentProperties,
  type Quiz,
  type Scene,
  type TourLocalization,
  type TourViewer,
  type ViewerScene,
} from '@spatium/contracts';
import type { z } from 'zod';
import { type GrantSubject, signGrant } from '../../platform/auth/grants.ts';
import { type PanoramaRow, presentPanoramaTiles } from '../panoramas/index.ts';
import type { TourMedia } from './tours.media.ts';
import { type QuizRow, questionKey, type TourRow } from './tours.repository.ts';

export interface ViewerContext {
  /** Each scene's questions, in the order they are asked. */
  quizzes: Map<string, QuizRow[]>;
  /** `scene:position` of the questions the viewer got right. */
  answered: Set<string>;
  /** The builder's view: every scene open, whatever was answered. */
  openAll: boolean;
  panoramas: Map<number, PanoramaRow>;
  media: TourMedia;
  localizations: TourLocalization[];
  tourId: number;
  secret: string;
  subject: GrantSubject;
}

/** The grant resource of one file shown by one tour: a grant opens that file through that tour only. */
export const tourFileResource = (tourId: number, fileId: number) => `tour-file:${tourId}:${fileId}`;

function tourFileUrl(view: ViewerContext, fileId: number): string {
  const grant = signGrant(view.secret, tourFileResource(view.tourId, fileId), view.subject);
  return `/api/tours/${view.tourId}/files/${fileId}/${grant}`;
}

/**
 * The only place a tour becomes what a viewer sees. Names only TourViewer's fields (no author, no
 * company, no abilities), never a quiz's answer, and tiles only of scenes that are open.
 */
export function presentTourViewer(tour: TourRow, view: ViewerContext): z.infer<typeof TourViewer> {
  const properties = contentProperties.tours.parse(tour.properties);
  return {
    id: tour.id,
    title: tour.title,
    description: tour.description,
    locale: properties.locale,
    localizations: properties.localizations.map(({ links, hotspots, ...tourTexts }) => tourTexts),
    first_scene: properties.scenes[0]?.id ?? null,
    plan: view.media.plan && {
      url: tourFileUrl(view, view.media.plan.file.id),
      width: view.media.plan.width,
      height: view.media.plan.height,
    },
    annotation_categories: properties.annotation_categories,
    scenes: properties.scenes.map((scene) => presentViewerScene(scene, view)),
  };
}

export function presentViewerScene(scene: Scene, view: ViewerContext): z.infer<typeof ViewerScene> {
  const questions = view.quizzes.get(scene.id) ?? [];
  const next = view.openAll
    ? undefined
    : questions.find((q) => !view.answered.has(questionKey(scene.id, q.position)));
  const locked = next !== undefined;
  const panorama = view.panoramas.get(scene.panorama);
  return {
    id: scene.id,
    title: scene.title,
    start_view: scene.start_view,
    plan_position: scene.plan_position,
    links: scene.links,
    // A locked scene gives away nothing of what is in it until its quiz is passed.
    hotspots: (locked ? [] : scene.hotspots).map(({ file: fileId, ...hotspot }) => {
      const file = fileId === null ? undefined : view.media.files.get(fileId);
      const shown = file && (hotspot.type === 'image' || hotspot.type === 'document');
      return {
        ...hotspot,
        attachment: shown ? { url: tourFileUrl(view, file.id), name: file.name, type: file.type } : null,
      };
    }),
    localizations: view.localizations.map((entry) => ({
      locale: entry.locale,
      links: pick(entry.links, scene.links),
      hotspots: locked ? {} : pick(entry.hotspots, scene.hotspots),
    })),
    points_of_interest: locked ? [] : scene.points_of_interest,
    annotations: locked ? [] : scene.annotations,
    locked,
    quiz: next
      ? {
          question: next.question,
          options: next.options,
          localizations: next.localizations,
          number: next.position + 1,
          count: questions.length,
        }
      : null,
    tiles: locked || !panorama ? null : presentPanoramaTiles(panorama, view.secret, view.subject),
  };
}

/** The translations of `items` only: a scene never carries another scene's texts. */
function pick<T>(translations: Record<string, T>, items: readonly { id: string }[]): Record<string, T> {
  return Object.fromEntries(
    items.flatMap((item) => {
      const translation = translations[item.id];
      return translation === undefined ? [] : [[item.id, translation] as const];
    }),
  );
}

export function presentQuiz(row: QuizRow): z.infer<typeof Quiz> {
  return {
    scene: row.sceneId,
    question: row.question,
    options: row.options,
    correct: row.correct,
    localizations: row.localizations,
  };
}
