import type { ContentItem } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { groupTours } from './TourGroupPage.tsx';

const tour = (id: number) => ({ id, title: `Tour ${id}` }) as ContentItem;

describe('groupTours', () => {
  it('keeps the group order and leaves out tours the caller cannot see', () => {
    const group = { properties: { tours: [3, 1, 2] } };
    expect(groupTours(group, [tour(1), tour(3)]).map((t) => t.id)).toEqual([3, 1]);
  });

  it('is empty for a group without a tour list', () => {
    expect(groupTours({ properties: {} }, [tour(1)])).toEqual([]);
  });
});
