import type { ContentItem, ContentKind } from '@spatium/contracts';
import { contentKindNames } from '@spatium/contracts';
import { sortByOrder } from './order.ts';

export interface ContentFilter {
  kinds: ContentKind[];
  tag: number | null;
  text: string;
}

export const noFilter: ContentFilter = { kinds: [], tag: null, text: '' };

export function isFiltering(filter: ContentFilter): boolean {
  return filter.kinds.length > 0 || filter.tag !== null || filter.text.trim() !== '';
}

/** The items that pass the filter, grouped by kind in the contract's kind order, each group by `order`. */
export function groupContent(items: readonly ContentItem[], filter: ContentFilter) {
  const text = filter.text.trim().toLocaleLowerCase();
  const passes = (item: ContentItem) =>
    (filter.kinds.length === 0 || filter.kinds.includes(item.kind)) &&
    (filter.tag === null || item.tags.some((tag) => tag.id === filter.tag)) &&
    (!text ||
      item.title.toLocaleLowerCase().includes(text) ||
      item.description.toLocaleLowerCase().includes(text));
  return contentKindNames
    .map((kind) => ({ kind, items: sortByOrder(items.filter((item) => item.kind === kind && passes(item))) }))
    .filter((group) => group.items.length > 0);
}
