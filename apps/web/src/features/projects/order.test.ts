import { describe, expect, it } from 'vitest';
import { reorder, sortByOrder } from './order.ts';

const list = (...ids: number[]) => ids.map((id, order) => ({ id, order }));
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('reorder after a drag', () => {
  it('moves an item down and renumbers only what moved', () => {
    const { items, changes } = reorder(list(1, 2, 3, 4), 1, 3);
    expect(ids(items)).toEqual([2, 3, 1, 4]);
    expect(items.map((item) => item.order)).toEqual([0, 1, 2, 3]);
    expect(changes).toEqual([
      { id: 2, order: 0 },
      { id: 3, order: 1 },
      { id: 1, order: 2 },
    ]);
  });

  it('moves an item up', () => {
    const { items, changes } = reorder(list(1, 2, 3, 4), 4, 2);
    expect(ids(items)).toEqual([1, 4, 2, 3]);
    expect(changes).toEqual([
      { id: 4, order: 1 },
      { id: 2, order: 2 },
      { id: 3, order: 3 },
    ]);
  });

  it('changes nothing when dropped in place or on an unknown item', () => {
    expect(reorder(list(1, 2, 3), 2, 2).changes).toEqual([]);
    expect(reorder(list(1, 2, 3), 2, 99).changes).toEqual([]);
    expect(reorder(list(1, 2, 3), 99, 1).changes).toEqual([]);
  });

  it('works from the order values, not the array position, and settles gaps and ties', () => {
    const items = [
      { id: 10, order: 5 },
      { id: 11, order: 0 },
      { id: 12, order: 5 },
    ];
    // Sorted: 11 (0), 10 (5), 12 (5); drag 12 to the top.
    const result = reorder(items, 12, 11);
    expect(ids(result.items)).toEqual([12, 11, 10]);
    expect(result.changes).toEqual([
      { id: 12, order: 0 },
      { id: 11, order: 1 },
      { id: 10, order: 2 },
    ]);
  });

  it('keeps other fields and does not mutate the input', () => {
    const input = [
      { id: 1, order: 0, title: 'A' },
      { id: 2, order: 1, title: 'B' },
    ];
    const { items } = reorder(input, 2, 1);
    expect(items).toEqual([
      { id: 2, order: 0, title: 'B' },
      { id: 1, order: 1, title: 'A' },
    ]);
    expect(input[0]).toEqual({ id: 1, order: 0, title: 'A' });
  });
});

describe('sortByOrder', () => {
  it('sorts by order, ties by id', () => {
    expect(
      ids(
        sortByOrder([
          { id: 3, order: 1 },
          { id: 2, order: 1 },
          { id: 1, order: 2 },
        ]),
      ),
    ).toEqual([2, 3, 1]);
  });
});
