import { describe, expect, it } from 'vitest';
import { pathPixels, polygonPixels, scaleFrom, toMetres } from './geometry.ts';

describe('floor-plan geometry', () => {
  it('measures a path through points', () => {
    expect(pathPixels([])).toBe(0);
    expect(pathPixels([[0, 0]])).toBe(0);
    expect(
      pathPixels([
        [0, 0],
        [300, 400],
        [300, 500],
      ]),
    ).toBe(600);
  });

  it('measures the area of a polygon whichever way round it is drawn', () => {
    const square: [number, number][] = [
      [10, 10],
      [110, 10],
      [110, 60],
      [10, 60],
    ];
    expect(polygonPixels(square)).toBe(5000);
    expect(polygonPixels([...square].reverse())).toBe(5000);
    expect(polygonPixels(square.slice(0, 2))).toBe(0);
  });

  it('turns pixels into metres with a scale from a known distance', () => {
    const scale = scaleFrom([100, 100], [600, 100], 10);
    expect(scale).toBeCloseTo(0.02);
    expect(toMetres(250, scale!)).toBeCloseTo(5);
    // 100 × 50 px at 2 cm a pixel: 2 m × 1 m.
    expect(toMetres(5000, scale!, 2)).toBeCloseTo(2);
    expect(scaleFrom([5, 5], [5, 5], 10)).toBeNull();
    expect(scaleFrom([0, 0], [10, 0], 0)).toBeNull();
  });
});
