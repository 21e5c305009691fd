import type { ProjectMapItem } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { filterItems, noMapFilter } from './projectMapFilter.ts';

const item = (over: Partial<ProjectMapItem>): ProjectMapItem => ({
  kind: 'tours',
  id: 1,
  title: 'Walk',
  subproject: 1,
  lon: 5.3,
  lat: 60.4,
  level: null,
  tags: [],
  ...over,
});

describe('project map filter', () => {
  const items = [
    item({ id: 1, title: 'Block A walk', tags: [{ id: 7, title: 'Handover', color: '#fff' }] }),
    item({ id: 2, kind: 'clouds', title: 'Laser scan', level: 'L2' }),
    item({ id: 3, kind: 'oldsubprojects', title: 'Block B', level: 'L1' }),
  ];
  const ids = (filter: Partial<typeof noMapFilter>) =>
    filterItems(items, { ...noMapFilter, ...filter }).map((i) => i.id);

  it('shows everything without a filter', () => expect(ids({})).toEqual([1, 2, 3]));
  it('filters by kind', () => expect(ids({ kinds: ['clouds', 'oldsubprojects'] })).toEqual([2, 3]));
  it('filters by tag', () => expect(ids({ tags: [7] })).toEqual([1]));
  it('keeps items of no level on every level', () => expect(ids({ level: 'L2' })).toEqual([1, 2]));
  it('searches titles', () => expect(ids({ query: ' block ' })).toEqual([1, 3]));
});
