import type { Annotation, AnnotationCategory, importances, PointOfInterest } from '@spatium/contracts';
import type { TFunction } from 'i18next';

export type Importance = (typeof importances)[number];

/**
 * What the visitor has switched off. Kept as what is hidden, so a category added to the tour later
 * shows up without anyone switching it on.
 */
export interface AnnotationFilters {
  hiddenCategories: string[];
  hiddenImportances: Importance[];
}

export const showEverything: AnnotationFilters = { hiddenCategories: [], hiddenImportances: [] };

function toggled<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}

export function toggleCategory(filters: AnnotationFilters, id: string): AnnotationFilters {
  return { ...filters, hiddenCategories: toggled(filters.hiddenCategories, id) };
}

export function toggleImportance(filters: AnnotationFilters, importance: Importance): AnnotationFilters {
  return { ...filters, hiddenImportances: toggled(filters.hiddenImportances, importance) };
}

/** One row of the annotations table, and one marker in the panorama. */
export type PlacedItem =
  | { kind: 'point'; item: PointOfInterest }
  | { kind: 'annotation'; item: Annotation; category: AnnotationCategory | null };

/** A scene's points of interest (most important first) then its annotations (by category order). */
export function placedItems(
  scene: { points_of_interest: PointOfInterest[]; annotations: Annotation[] },
  categories: AnnotationCategory[],
): PlacedItem[] {
  const rank: Record<Importance, number> = { high: 0, medium: 1, low: 2 };
  const order = new Map(categories.map((c, index) => [c.id, index]));
  const points = [...scene.points_of_interest]
    .sort((a, b) => rank[a.importance] - rank[b.importance])
    .map((item): PlacedItem => ({ kind: 'point', item }));
  const annotations = [...scene.annotations]
    .sort((a, b) => (order.get(a.category) ?? order.size) - (order.get(b.category) ?? order.size))
    .map(
      (item): PlacedItem => ({
        kind: 'annotation',
        item,
        category: categories.find((c) => c.id === item.category) ?? null,
      }),
    );
  return [...points, ...annotations];
}

export function isShown(filters: AnnotationFilters, placed: PlacedItem): boolean {
  return placed.kind === 'point'
    ? !filters.hiddenImportances.includes(placed.item.importance)
    : !filters.hiddenCategories.includes(placed.item.category);
}

/** The marker id of a point or annotation (links and hotspots have their own prefixes). */
export function placedMarkerId(placed: PlacedItem): string {
  return `${placed.kind}-${placed.item.id}`;
}

/** In words what a marker is, since colour alone tells nothing to many: "Point of interest, high importance". */
export function describePlaced(placed: PlacedItem, t: TFunction): string {
  return placed.kind === 'point'
    ? t(`tours.annotations.pointLevel.${placed.item.importance}`)
    : t('tours.annotations.annotationIn', {
        category: placed.category?.name ?? t('tours.annotations.noCategory'),
      });
}
