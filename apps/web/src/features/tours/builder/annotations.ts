import { type Annotation, type AnnotationCategory, limits, type PointOfInterest } from '@spatium/contracts';
import { type Angle, itemIds, newId, normalise, type SceneData } from './scenes.ts';

export type PointInput = Pick<PointOfInterest, 'title' | 'description' | 'importance'>;
export type AnnotationInput = Pick<Annotation, 'title' | 'description' | 'category'>;
/** What the builder edits besides scenes: the tour's annotation categories travel with them. */
export interface AnnotationDraft {
  categories: AnnotationCategory[];
  scenes: SceneData[];
}

function update(scenes: SceneData[], id: string, change: (scene: SceneData) => SceneData): SceneData[] {
  return scenes.map((scene) => (scene.id === id ? change(scene) : scene));
}

export function addPoint(
  scenes: SceneData[],
  sceneId: string,
  input: PointInput,
  at: Angle,
  id = newId(itemIds(scenes)),
): SceneData[] {
  return update(scenes, sceneId, (scene) => ({
    ...scene,
    points_of_interest: [...scene.points_of_interest, { id, ...tidy(input), ...normalise(at) }],
  }));
}

export function addAnnotation(
  scenes: SceneData[],
  sceneId: string,
  input: AnnotationInput,
  at: Angle,
  id = newId(itemIds(scenes)),
): SceneData[] {
  return update(scenes, sceneId, (scene) => ({
    ...scene,
    annotations: [...scene.annotations, { id, ...tidy(input), ...normalise(at) }],
  }));
}

/** Changes the text (and importance or category) of a point or annotation; its place stays. */
export function editPlaced(
  scenes: SceneData[],
  sceneId: string,
  itemId: string,
  input: PointInput | AnnotationInput,
): SceneData[] {
  return update(scenes, sceneId, (scene) => ({
    ...scene,
    points_of_interest: scene.points_of_interest.map((p) =>
      p.id === itemId && 'importance' in input ? { ...p, ...tidy(input) } : p,
    ),
    annotations: scene.annotations.map((a) =>
      a.id === itemId && 'category' in input ? { ...a, ...tidy(input) } : a,
    ),
  }));
}

/** Moves a point of interest or an annotation to a new place in its panorama. */
export function movePlaced(scenes: SceneData[], sceneId: string, itemId: string, at: Angle): SceneData[] {
  const place = normalise(at);
  return update(scenes, sceneId, (scene) => ({
    ...scene,
    points_of_interest: scene.points_of_interest.map((p) => (p.id === itemId ? { ...p, ...place } : p)),
    annotations: scene.annotations.map((a) => (a.id === itemId ? { ...a, ...place } : a)),
  }));
}

export function removePlaced(scenes: SceneData[], sceneId: string, itemId: string): SceneData[] {
  return update(scenes, sceneId, (scene) => ({
    ...scene,
    points_of_interest: scene.points_of_interest.filter((p) => p.id !== itemId),
    annotations: scene.annotations.filter((a) => a.id !== itemId),
  }));
}

function tidy<T extends { title: string; description: string }>(input: T): T {
  return { ...input, title: input.title.trim(), description: input.description.trim() };
}

/** SPEC §5: annotation text needs at least 3 characters; a description may also stay empty. */
export function textProblem(text: string, required: boolean): 'required' | 'tooShort' | null {
  const length = text.trim().length;
  if (length === 0) return required ? 'required' : null;
  return length < limits.annotationMinLength ? 'tooShort' : null;
}

/** Colours offered to a new category, in order; the first one no category has yet is taken. */
export const categoryColours = [
  '#e03131',
  '#1971c2',
  '#2f9e44',
  '#f08c00',
  '#9c36b5',
  '#0c8599',
  '#c2255c',
  '#5f3dc4',
] as const;

export function nextCategoryColour(categories: AnnotationCategory[]): string {
  const used = new Set(categories.map((c) => c.color.toLowerCase()));
  return categoryColours.find((colour) => !used.has(colour)) ?? categoryColours[0];
}

/** A category name the server accepts: not empty, and no other category has it (in any case). */
export function categoryNameProblem(
  categories: AnnotationCategory[],
  name: string,
  exceptId?: string,
): 'required' | 'taken' | null {
  const wanted = name.trim().toLocaleLowerCase();
  if (!wanted) return 'required';
  const taken = categories.some((c) => c.id !== exceptId && c.name.trim().toLocaleLowerCase() === wanted);
  return taken ? 'taken' : null;
}

export function addCategory(
  categories: AnnotationCategory[],
  name: string,
  color: string,
  id = newId(categories.map((c) => c.id)),
): AnnotationCategory[] {
  return [...categories, { id, name: name.trim(), color }];
}

export function editCategory(
  categories: AnnotationCategory[],
  id: string,
  change: Partial<Pick<AnnotationCategory, 'name' | 'color'>>,
): AnnotationCategory[] {
  return categories.map((c) => (c.id === id ? { ...c, ...change } : c));
}

/** How many annotations, in how many scenes, a category holds (said before removing it). */
export function categoryUsage(scenes: SceneData[], id: string): { annotations: number; scenes: number } {
  const counts = scenes.map((scene) => scene.annotations.filter((a) => a.category === id).length);
  return {
    annotations: counts.reduce((sum, count) => sum + count, 0),
    scenes: counts.filter((count) => count > 0).length,
  };
}

/**
 * Removes a category. Its annotations move to `moveTo` when given (another category of the tour),
 * else they go with it: an annotation without a category would be refused by the server.
 */
export function removeCategory(draft: AnnotationDraft, id: string, moveTo: string | null): AnnotationDraft {
  const categories = draft.categories.filter((c) => c.id !== id);
  const target = moveTo && moveTo !== id && categories.some((c) => c.id === moveTo) ? moveTo : null;
  const scenes = draft.scenes.map((scene) =>
    scene.annotations.some((a) => a.category === id)
      ? {
          ...scene,
          annotations: target
            ? scene.annotations.map((a) => (a.category === id ? { ...a, category: target } : a))
            : scene.annotations.filter((a) => a.category !== id),
        }
      : scene,
  );
  return { categories, scenes };
}
