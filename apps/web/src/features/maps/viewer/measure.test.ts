import { describe, expect, it } from 'vitest';
import { pathLength, ringArea } from './measure.ts';

describe('measure', () => {
  it('measures one degree of latitude as about 111 km', () => {
    expect(
      pathLength([
        [5.32, 60],
        [5.32, 61],
      ]),
    ).toBeCloseTo(111_195, -2);
  });

  it('measures a 100 m square in Bergen as about 10 000 m²', () => {
    const dLat = 100 / 111_195;
    const dLon = dLat / Math.cos((60.39 * Math.PI) / 180);
    const square: [number, number][] = [
      [5.32, 60.39],
      [5.32 + dLon, 60.39],
      [5.32 + dLon, 60.39 + dLat],
      [5.32, 60.39 + dLat],
    ];
    expect(ringArea(square)).toBeGreaterThan(9_900);
    expect(ringArea(square)).toBeLessThan(10_100);
    expect(ringArea(square.slice(0, 2))).toBe(0);
  });
});
