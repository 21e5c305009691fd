import { describe, expect, it } from 'vitest';
import { applyCalculation } from './apply.ts';

const calculation = (expression: string, unit = 't') => ({
  id: 1,
  name: 'Mass',
  expression,
  unit,
  created_at: '2026-11-29T00:00:00.000Z',
});

describe('applyCalculation', () => {
  it('computes the result with its unit in the reader’s format', () => {
    expect(applyCalculation(calculation('x * 2.4'), 1000, 'en-US')).toBe('2,400 t');
    expect(applyCalculation(calculation('x * 2.4'), 1000, 'nb-NO')).toBe('2\u00a0400 t');
    expect(applyCalculation(calculation('x / 3', ''), 1, 'en-US')).toBe('0.333333');
  });

  it('gives nothing where arithmetic gives no number', () => {
    expect(applyCalculation(calculation('1 / x'), 0, 'en-US')).toBeNull();
  });
});
