import { describe, expect, it } from 'vitest';
import { crossingsOf, stateOf } from './smartwater.alerts.ts';

const thresholds = { low: 2, high: 6 };
const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute));
const series = (...values: number[]) => values.map((value, i) => ({ time: at(i * 15), value }));

describe('stateOf', () => {
  it('keeps a value on a threshold in range and tells low, high and no data apart', () => {
    expect(stateOf(2, thresholds)).toBe('ok');
    expect(stateOf(6, thresholds)).toBe('ok');
    expect(stateOf(1.9, thresholds)).toBe('low');
    expect(stateOf(6.1, thresholds)).toBe('high');
    expect(stateOf(undefined, thresholds)).toBe('no_data');
    expect(stateOf(100, { low: null, high: null })).toBe('ok');
  });
});

describe('crossingsOf', () => {
  it('raises once when a value goes out of range and stays out', () => {
    expect(crossingsOf(series(4, 7, 8, 9), 4, thresholds)).toEqual([
      { direction: 'high', threshold: 6, value: 7, time: at(15) },
    ]);
  });

  it('raises nothing when the reading before the batch was already out the same way', () => {
    expect(crossingsOf(series(7, 8), 9, thresholds)).toEqual([]);
  });

  it('raises one per direction when a batch swings both ways', () => {
    const found = crossingsOf(series(1, 4, 7, 4, 1), undefined, thresholds);
    expect(found.map((c) => [c.direction, c.value])).toEqual([
      ['low', 1],
      ['high', 7],
    ]);
  });
});
