import { describe, expect, it } from 'vitest';
import { cutFill, parseGrid, slope } from './earthwork.ts';

describe('slope', () => {
  it('gives per cent, degrees and 1:n', () => {
    expect(slope(1, 1)).toEqual({ percent: 100, degrees: 45, ratio: 1 });
    const gentle = slope(0.5, 20);
    expect(gentle.percent).toBeCloseTo(2.5, 10);
    expect(gentle.ratio).toBe(40);
    expect(slope(0, 10).ratio).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('cut and fill', () => {
  it('measures a box of ground above the level as cut only', () => {
    const grid = parseGrid('12 12 12\n12 12 12\n12 12 12');
    expect(cutFill(grid, 10, 10)).toEqual({ cut: 800, fill: 0, area: 400 });
  });

  it('measures a hollow below the level as fill only', () => {
    expect(cutFill(parseGrid('9 9\n9 9'), 5, 10)).toEqual({ cut: 0, fill: 25, area: 25 });
  });

  it('splits a sloping cell into its cut and fill corners', () => {
    // Corners 11, 11, 9, 9 against 10: two corners 1 m above, two 1 m below.
    expect(cutFill(parseGrid('11 11\n9 9'), 2, 10)).toEqual({ cut: 2, fill: 2, area: 4 });
  });

  it('reads decimal commas and refuses ragged or non-numeric grids', () => {
    expect(parseGrid('10,5 11\n12;13,25')).toEqual([
      [10.5, 11],
      [12, 13.25],
    ]);
    expect(() => parseGrid('1 2\n3')).toThrow('gridTooSmall');
    expect(() => parseGrid('1 2 3\n3 4')).toThrow('gridRagged');
    expect(() => parseGrid('1 x\n3 4')).toThrow('gridNotNumbers');
  });
});
