import type { Scene } from '@spatium/contracts';
import type { QuizData } from '../api/tours.ts';
import { defaultHotspotStyle, type Hotspot } from '../viewer/nodes.ts';

export type SceneData = Scene;
export type Link = SceneData['links'][number];
export interface Angle {
  yaw: number;
  pitch: number;
}

/** A short random id, unique among `taken` (scene, link and hotspot ids are strings of ≤ 40). */
export function newId(taken: Iterable<string>, random: () => number = Math.random): string {
  const used = new Set(taken);
  for (;;) {
    const id = random().toString(36).slice(2, 10) || 'x';
    if (!used.has(id)) return id;
  }
}

function update(scenes: SceneData[], id: string, change: (scene: SceneData) => SceneData): SceneData[] {
  return scenes.map((scene) => (scene.id === id ? change(scene) : scene));
}

export function addScene(
  scenes: SceneData[],
  panorama: { id: number; title: string },
  id = newId(scenes.map((s) => s.id)),
): SceneData[] {
  return [
    ...scenes,
    {
      id,
      title: panorama.title.trim() || `#${panorama.id}`,
      panorama: panorama.id,
      start_view: { yaw: 0, pitch: 0, zoom: 50 },
      plan_position: null,
      links: [],
      hotspots: [],
      points_of_interest: [],
      annotations: [],
    },
  ];
}

export function renameScene(scenes: SceneData[], id: string, title: string): SceneData[] {
  return update(scenes, id, (scene) => ({ ...scene, title }));
}

/** Moves a scene by `delta` places (−1 up, +1 down), staying inside the list. */
export function moveScene(scenes: SceneData[], id: string, delta: number): SceneData[] {
  const from = scenes.findIndex((scene) => scene.id === id);
  if (from === -1) return scenes;
  const to = Math.min(scenes.length - 1, Math.max(0, from + delta));
  if (to === from) return scenes;
  const next = [...scenes];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as SceneData);
  return next;
}

/** Removes a scene and every link leading to it (a link to nowhere would break the tour). */
export function removeScene(scenes: SceneData[], id: string): SceneData[] {
  return scenes
    .filter((scene) => scene.id !== id)
    .map((scene) =>
      scene.links.some((link) => link.to === id)
        ? { ...scene, links: scene.links.filter((link) => link.to !== id) }
        : scene,
    );
}

export function setStartView(
  scenes: SceneData[],
  id: string,
  view: { yaw: number; pitch: number; zoom: number },
): SceneData[] {
  const zoom = Math.min(100, Math.max(0, Math.round(view.zoom)));
  return update(scenes, id, (scene) => ({ ...scene, start_view: { ...normalise(view), zoom } }));
}

/** Keeps angles inside the contract's ranges: yaw in (−π, π], pitch in [−π/2, π/2]. */
export function normalise({ yaw, pitch }: Angle): Angle {
  const turn = Math.PI * 2;
  let y = ((yaw % turn) + turn) % turn;
  if (y > Math.PI) y -= turn;
  const p = Math.min(Math.PI / 2, Math.max(-Math.PI / 2, pitch));
  // Rounded towards zero: 1.5708 would be past the pole, and the contract refuses it.
  return { yaw: Number(y.toFixed(4)), pitch: Math.trunc(p * 10_000) / 10_000 };
}

/** Ids of everything placed in the tour's panoramas: one id names one marker. */
export function itemIds(scenes: SceneData[]): string[] {
  return scenes.flatMap((scene) =>
    [...scene.links, ...scene.hotspots, ...scene.points_of_interest, ...scene.annotations].map(
      (item) => item.id,
    ),
  );
}

export function addLink(
  scenes: SceneData[],
  sceneId: string,
  to: string,
  at: Angle,
  title = '',
  id = newId(itemIds(scenes)),
): SceneData[] {
  if (to === sceneId || !scenes.some((scene) => scene.id === to)) return scenes;
  return update(scenes, sceneId, (scene) => ({
    ...scene,
    links: [...scene.links, { id, to, title, ...normalise(at) }],
  }));
}

/** A hotspot's fields; without a style it gets the default (SPEC §9: 150 × 100, line 80). */
export type HotspotInput = Pick<Hotspot, 'type' | 'title' | 'text' | 'url' | 'file'> &
  Partial<Pick<Hotspot, 'style'>>;

export function addHotspot(
  scenes: SceneData[],
  sceneId: string,
  input: HotspotInput,
  at: Angle,
  id = newId(itemIds(scenes)),
): SceneData[] {
  return update(scenes, sceneId, (scene) => ({
    ...scene,
    hotspots: [
      ...scene.hotspots,
      { id, ...input, style: input.style ?? { ...defaultHotspotStyle }, ...normalise(at) },
    ],
  }));
}

export function editHotspot(
  scenes: SceneData[],
  sceneId: string,
  hotspotId: string,
  input: Partial<HotspotInput>,
): SceneData[] {
  return update(scenes, sceneId, (scene) => ({
    ...scene,
    hotspots: scene.hotspots.map((h) => (h.id === hotspotId ? { ...h, ...input } : h)),
  }));
}

/** Moves a link or hotspot of a scene to a new place in its panorama. */
export function moveItem(scenes: SceneData[], sceneId: string, itemId: string, at: Angle): SceneData[] {
  const place = normalise(at);
  return update(scenes, sceneId, (scene) => ({
    ...scene,
    links: scene.links.map((link) => (link.id === itemId ? { ...link, ...place } : link)),
    hotspots: scene.hotspots.map((h) => (h.id === itemId ? { ...h, ...place } : h)),
  }));
}

export function removeItem(scenes: SceneData[], sceneId: string, itemId: string): SceneData[] {
  return update(scenes, sceneId, (scene) => ({
    ...scene,
    links: scene.links.filter((link) => link.id !== itemId),
    hotspots: scene.hotspots.filter((h) => h.id !== itemId),
  }));
}

/**
 * Places a scene on the plan (null takes it off). The heading stays as it was unless given; it is
 * kept in (−π, π] like yaws.
 */
export function setPlanPosition(
  scenes: SceneData[],
  id: string,
  position: { x: number; y: number; heading?: number | null } | null,
): SceneData[] {
  const clamp = (value: number) => Math.min(1, Math.max(0, Number(value.toFixed(4))));
  return update(scenes, id, (scene) => {
    if (!position) return { ...scene, plan_position: null };
    const heading =
      position.heading === undefined ? (scene.plan_position?.heading ?? null) : position.heading;
    return {
      ...scene,
      plan_position: {
        x: clamp(position.x),
        y: clamp(position.y),
        heading: heading === null ? null : normalise({ yaw: heading, pitch: 0 }).yaw,
      },
    };
  });
}

/** Sets the questions locking a scene, in the order they are asked; none unlocks it. */
export function setSceneQuizzes(
  quizzes: QuizData[],
  scene: string,
  questions: Omit<QuizData, 'scene'>[],
): QuizData[] {
  const others = quizzes.filter((q) => q.scene !== scene);
  return [...others, ...questions.map((question) => ({ scene, ...question }))];
}

/** Quizzes of scenes that still exist (a removed scene takes its quiz with it). */
export function liveQuizzes(quizzes: QuizData[], scenes: SceneData[]): QuizData[] {
  const ids = new Set(scenes.map((scene) => scene.id));
  return quizzes.filter((quiz) => ids.has(quiz.scene));
}

/** A quiz the server would accept: a question, at least two options, a correct one among them. */
export function quizProblem(quiz: QuizData): 'question' | 'options' | 'correct' | null {
  if (!quiz.question.trim()) return 'question';
  if (quiz.options.length < 2 || quiz.options.some((option) => !option.trim())) return 'options';
  if (quiz.correct < 0 || quiz.correct >= quiz.options.length) return 'correct';
  return null;
}

/** Whether two states differ (order matters: reordering scenes is a change). */
export function changed<T>(before: T, after: T): boolean {
  return JSON.stringify(before) !== JSON.stringify(after);
}
