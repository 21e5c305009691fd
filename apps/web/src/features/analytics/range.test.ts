import { describe, expect, it } from 'vitest';
import { lastDays, minutesOf, todayIn } from './range.ts';

describe('report ranges', () => {
  it('counts today as the last of the last 7 days', () => {
    expect(lastDays(7, '2026-03-07')).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(lastDays(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('takes today in the user’s time zone, not in UTC', () => {
    const lateEvening = new Date('2026-03-03T23:30:00Z');
    expect(todayIn('UTC', lateEvening)).toBe('2026-03-03');
    expect(todayIn('Europe/Oslo', lateEvening)).toBe('2026-03-04');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-03-03');
  });

  it('rounds seconds to whole minutes', () => {
    expect(minutesOf(89)).toBe(1);
    expect(minutesOf(90)).toBe(2);
  });
});
