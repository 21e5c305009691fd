import { describe, expect, it } from 'vitest';
import { convert } from './units.ts';

describe('unit conversion', () => {
  it('converts lengths, areas, volumes and angles', () => {
    expect(convert('length', 1, 'mi', 'km')).toBeCloseTo(1.609344, 12);
    expect(convert('length', 12, 'in', 'ft')).toBeCloseTo(1, 12);
    expect(convert('area', 1, 'ha', 'daa')).toBeCloseTo(10, 12);
    expect(convert('volume', 1, 'm3', 'l')).toBeCloseTo(1000, 9);
    expect(convert('angle', 100, 'gon', 'deg')).toBeCloseTo(90, 12);
    expect(convert('angle', Math.PI, 'rad', 'gon')).toBeCloseTo(200, 12);
  });
});
