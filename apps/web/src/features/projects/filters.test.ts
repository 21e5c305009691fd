import type { ContentItem } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { groupContent, isFiltering, noFilter } from './filters.ts';

const red = { id: 1, title: 'Red', color: '#ff0000' };
function item(
  id: number,
  kind: ContentItem['kind'],
  order: number,
  extra: Partial<ContentItem> = {},
): ContentItem {
  return {
    id,
    kind,
    order,
    title: `Item ${id}`,
    description: '',
    thumbnail: null,
    enabled: true,
    subproject: 1,
    oldproject: 1,
    company: 1,
    files: [],
    tags: [],
    properties: {},
    created_by: null,
    created_at: '',
    updated_at: '',
    abilities: { update: true, delete: true },
    ...extra,
  };
}

const items = [
  item(1, 'maps', 1),
  item(2, 'tours', 1, { tags: [red] }),
  item(3, 'tours', 0, { title: 'Bridge deck' }),
  item(4, 'stories', 0, { description: 'About the bridge' }),
];

describe('groupContent', () => {
  it('groups by kind in the contract order, each group by order', () => {
    const groups = groupContent(items, noFilter);
    expect(groups.map((g) => g.kind)).toEqual(['tours', 'maps', 'stories']);
    expect(groups[0]?.items.map((i) => i.id)).toEqual([3, 2]);
  });

  it('filters by kind, tag and text (title or description, any case)', () => {
    expect(groupContent(items, { ...noFilter, kinds: ['maps'] }).map((g) => g.kind)).toEqual(['maps']);
    expect(groupContent(items, { ...noFilter, tag: 1 }).flatMap((g) => g.items.map((i) => i.id))).toEqual([
      2,
    ]);
    expect(
      groupContent(items, { ...noFilter, text: 'BRIDGE' }).flatMap((g) => g.items.map((i) => i.id)),
    ).toEqual([3, 4]);
  });

  it('knows when a filter is on', () => {
    expect(isFiltering(noFilter)).toBe(false);
    expect(isFiltering({ ...noFilter, text: ' ' })).toBe(false);
    expect(isFiltering({ ...noFilter, tag: 3 })).toBe(true);
  });
});
