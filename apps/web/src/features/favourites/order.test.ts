import { describe, expect, it } from 'vitest';
import { moveItem } from './order.ts';

describe('moveItem', () => {
  it('moves an item forward and back', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('keeps the list when asked to move past either end', () => {
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 4, 0)).toEqual(['a', 'b']);
  });
});
