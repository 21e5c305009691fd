/** A calendar month; `month` is 1–12. */
export interface Month {
  year: number;
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function dayOf(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Today in the browser's own time zone, as YYYY-MM-DD. */
export function todayOf(now = new Date()): string {
  return dayOf(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

export function monthOf(day: string): Month {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function daysInMonth({ year, month }: Month): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function monthRange(month: Month): { from: string; to: string } {
  return { from: dayOf(month.year, month.month, 1), to: dayOf(month.year, month.month, daysInMonth(month)) };
}

export function shiftMonth({ year, month }: Month, by: number): Month {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The weeks of a month as rows of seven cells (null outside the month), starting on `firstDay`
 * (0 Sunday, 1 Monday), as the user's locale starts its weeks.
 */
export function monthWeeks(month: Month, firstDay: number): (string | null)[][] {
  const offset = (new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay() - firstDay + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let day = 1; day <= daysInMonth(month); day++) cells.push(dayOf(month.year, month.month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
