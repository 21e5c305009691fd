import type { TourData } from '../api/tours.ts';

export interface WayBack {
  sceneId: string;
  title: string;
  /** The scene the visitor came from, rather than the first open one. */
  isPrevious: boolean;
}

/**
 * Where a visitor stopped by a quiz can go instead of answering: the scene they came from when it is
 * open, else the tour's first open scene (a link straight into a locked scene has no "before"), else
 * nowhere.
 */
export function wayBackFrom(tour: TourData, current: string | null, previous: string | null): WayBack | null {
  const open = tour.scenes.filter((s) => !s.locked && s.id !== current);
  const came = open.find((s) => s.id === previous);
  if (came) return { sceneId: came.id, title: came.title, isPrevious: true };
  const first = open.find((s) => s.id === tour.first_scene) ?? open[0];
  return first ? { sceneId: first.id, title: first.title, isPrevious: false } : null;
}
