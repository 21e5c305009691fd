import type { MapPlacementKind, ProjectMapItem } from '@spatium/contracts';

export interface ProjectMapFilter {
  kinds: MapPlacementKind[];
  tags: number[];
  level: string | null;
  query: string;
}

export const noMapFilter: ProjectMapFilter = { kinds: [], tags: [], level: null, query: '' };

/**
 * The markers to show: of the chosen kinds and tags (none chosen: all), on the chosen level or on
 * none, and whose title contains the search words.
 */
export function filterItems(items: ProjectMapItem[], filter: ProjectMapFilter): ProjectMapItem[] {
  const words = filter.query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (filter.kinds.length === 0 || filter.kinds.includes(item.kind)) &&
      (filter.tags.length === 0 || item.tags.some((tag) => filter.tags.includes(tag.id))) &&
      (filter.level === null || item.level === null || item.level === filter.level) &&
      (words === '' || item.title.toLowerCase().includes(words)),
  );
}
