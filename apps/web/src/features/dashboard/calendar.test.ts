import { describe, expect, it } from 'vitest';
import { monthRange, monthWeeks, shiftMonth, todayOf } from './calendar.ts';

describe('calendar helpers', () => {
  it('gives a month’s first and last day, leap years included', () => {
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange({ year: 2026, month: 11 })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('moves across year ends', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('lays a month out in weeks that start on the locale’s first day', () => {
    // 1 November 2026 is a Sunday.
    const mondayFirst = monthWeeks({ year: 2026, month: 11 }, 1);
    expect(mondayFirst[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(mondayFirst.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(monthWeeks({ year: 2026, month: 11 }, 0)[0]?.[0]).toBe('2026-11-01');
  });

  it('writes today as YYYY-MM-DD in local time', () => {
    expect(todayOf(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
