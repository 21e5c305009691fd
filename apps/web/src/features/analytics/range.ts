/** The preset ranges of the report, in days ending today. */
export const presetRanges = [7, 30, 90] as const;
export type RangeChoice = `${(typeof presetRanges)[number]}` | 'custom';

const dayMs = 86_400_000;

/** Today's date where the user is, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The last `days` days up to and including `today`. */
export function lastDays(days: number, today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * dayMs).toISOString().slice(0, 10);
  return { from, to: today };
}

/** The browser's time zone: reports cut days where the user is. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Seconds as whole minutes, for the chart and the table. */
export const minutesOf = (seconds: number) => Math.round(seconds / 60);
