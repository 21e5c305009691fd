import { describe, expect, test } from 'vitest';
import { steppedIndex } from './stepKeys.ts';

describe('stepping through a chart by keyboard', () => {
  test('the arrows move one point and stop at the ends; Home and End jump', () => {
    expect(steppedIndex('ArrowRight', null, 3)).toBe(0);
    expect(steppedIndex('ArrowRight', 2, 3)).toBe(2);
    expect(steppedIndex('ArrowLeft', 0, 3)).toBe(0);
    expect(steppedIndex('ArrowLeft', 2, 3)).toBe(1);
    expect(steppedIndex('Home', 2, 3)).toBe(0);
    expect(steppedIndex('End', null, 3)).toBe(2);
  });

  test('other keys and an empty chart do nothing', () => {
    expect(steppedIndex('Enter', 1, 3)).toBeUndefined();
    expect(steppedIndex('End', null, 0)).toBeUndefined();
  });
});
