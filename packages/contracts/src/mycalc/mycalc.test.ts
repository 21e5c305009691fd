import { describe, expect, it } from 'vitest';
import { evaluateExpression, parseExpression } from './mycalc.ts';

const value = (source: string, x: number) => {
  const parsed = parseExpression(source);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return evaluateExpression(parsed.expression, x);
};

describe('parseExpression and evaluateExpression', () => {
  it.each([
    ['x * 2.4', 10, 24],
    ['x*2400/1000', 3, 7.2],
    ['1 + 2 * x', 3, 7],
    ['(1 + 2) * x', 3, 9],
    ['x ^ 2', 3, 9],
    ['2 ^ 3 ^ x', 2, 512],
    ['-x ^ 2', 3, -9],
    ['(-x) ^ 2', 3, 9],
    ['x - -1', 1, 2],
    ['+x / 4', 2, 0.5],
    ['x * 1e3', 2.5, 2500],
    ['.5 * x', 4, 2],
    ['x - 2 - 3', 10, 5],
  ])('computes %s for x = %d as %d', (source, x, expected) => {
    expect(value(source, x)).toBeCloseTo(expected, 9);
  });

  it('gives no finite number where arithmetic has none', () => {
    expect(Number.isFinite(value('1 / x', 0))).toBe(false);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['x +', 'unexpected'],
    ['x )', 'unexpected'],
    ['* x', 'unexpected'],
    ['x 2', 'unexpected'],
    ['(x + 1', 'unclosed'],
    ['y * 2', 'unknownName'],
    ['Math.max(x)', 'unknownName'],
    ['x; 1', 'unexpected'],
    ['x = 1', 'unexpected'],
    ['2 * 3', 'noVariable'],
    ['x'.padEnd(201, '+'), 'tooLong'],
  ])('refuses %j (%s), saying where', (source, code) => {
    const parsed = parseExpression(source);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe(code);
      expect(parsed.error.message.length).toBeGreaterThan(10);
    }
  });

  it('names the position of the unexpected character', () => {
    const parsed = parseExpression('x * (2 # 3)');
    expect(parsed.ok ? null : parsed.error).toMatchObject({ code: 'unexpected', at: 7 });
  });
});
