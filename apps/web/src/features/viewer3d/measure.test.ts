import { describe, expect, it } from 'vitest';
import { formatMeasure, heightDifference, measureValue, polygonArea, polylineLength } from './measure.ts';

describe('measurements', () => {
  it('measures lengths along points', () => {
    expect(
      polylineLength([
        [0, 0, 0],
        [3, 4, 0],
      ]),
    ).toBe(5);
    expect(
      polylineLength([
        [0, 0, 0],
        [3, 4, 0],
        [3, 4, 12],
      ]),
    ).toBe(17);
  });

  it('measures the area of a polygon in any plane, far from the origin too', () => {
    const square = (x: number, y: number): [number, number, number][] => [
      [x, y, 5],
      [x + 10, y, 5],
      [x + 10, y + 4, 5],
      [x, y + 4, 5],
    ];
    expect(polygonArea(square(0, 0))).toBeCloseTo(40);
    expect(polygonArea(square(597_000, 6_643_000))).toBeCloseTo(40, 6);
    // A vertical wall, 10 m wide and 3 m high.
    expect(
      polygonArea([
        [0, 0, 0],
        [10, 0, 0],
        [10, 0, 3],
        [0, 0, 3],
      ]),
    ).toBeCloseTo(30);
    expect(
      polygonArea([
        [0, 0, 0],
        [1, 1, 1],
      ]),
    ).toBe(0);
  });

  it('measures height differences and angles', () => {
    expect(
      heightDifference([
        [0, 0, 2],
        [5, 5, 9.5],
        [1, 1, 4],
      ]),
    ).toBe(7.5);
    expect(
      measureValue('angle', [
        [1, 0, 0],
        [0, 0, 0],
        [0, 1, 0],
      ]),
    ).toBeCloseTo(90);
  });

  it('formats with the unit in the reader’s locale', () => {
    expect(formatMeasure('distance', 1234.567, 'en-US')).toBe('1,234.57 m');
    expect(formatMeasure('area', 40, 'nb-NO')).toBe('40 m²');
    expect(formatMeasure('angle', 90, 'de-DE')).toBe('90°');
  });
});
