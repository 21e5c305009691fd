import {
  contentProperties,
  type Quiz,
  type Scene,
  type TourViewer,
  type ViewerScene,
} from '@spatium/contracts';
import type { z } from 'zod';
import { type GrantSubject, signTileGrant } from '../panoramas/panoramas.grants.ts';
import type { PanoramaRow } from '../panoramas/panoramas.repository.ts';
import { TILE_SIZE } from '../panoramas/panoramas.tiler.ts';
import type { QuizRow, TourRow } from './tours.repository.ts';

export interface ViewerContext {
  quizzes: Map<string, QuizRow>;
  passed: Set<string>;
  panoramas: Map<number, PanoramaRow>;
  secret: string;
  subject: GrantSubject;
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
    first_scene: properties.scenes[0]?.id ?? null,
    plan: null,
    scenes: properties.scenes.map((scene) => presentViewerScene(scene, view)),
  };
}

export function presentViewerScene(scene: Scene, view: ViewerContext): z.infer<typeof ViewerScene> {
  const quiz = view.quizzes.get(scene.id);
  const locked = quiz !== undefined && !view.passed.has(scene.id);
  const panorama = view.panoramas.get(scene.panorama);
  return {
    id: scene.id,
    title: scene.title,
    start_view: scene.start_view,
    plan_position: scene.plan_position,
    links: scene.links,
    hotspots: scene.hotspots,
    locked,
    quiz: quiz ? { question: quiz.question, options: quiz.options } : null,
    tiles: locked || !panorama ? null : presentTiles(panorama, view),
  };
}

function presentTiles(panorama: PanoramaRow, view: ViewerContext) {
  const properties = contentProperties.panoramas.safeParse(panorama.properties).data;
  if (properties?.status !== 'ready' || !properties.width || !properties.height) return null;
  if (properties.levels.length === 0) return null;
  const grant = signTileGrant(view.secret, panorama.id, view.subject);
  return {
    width: properties.width,
    height: properties.height,
    tile_size: TILE_SIZE,
    levels: properties.levels,
    base_url: `/api/panoramas/${panorama.id}/tiles/${grant}`,
    preview_url: `/api/panoramas/${panorama.id}/preview/${grant}`,
  };
}

export function presentQuiz(row: QuizRow): z.infer<typeof Quiz> {
  return { scene: row.sceneId, question: row.question, options: row.options, correct: row.correct };
}
