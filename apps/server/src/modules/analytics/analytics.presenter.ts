import { type AnalyticsItem, type AnalyticsPeriod, limits } from '@spatium/contracts';
import type { ItemRow, PeriodRow } from './analytics.repository.ts';

// SPEC §9: a heartbeat says the page was open for the last 15 s.
const secondsOf = (heartbeats: number) => Math.round((heartbeats * limits.analyticsHeartbeatMs) / 1000);

export function presentPeriod(row: PeriodRow): AnalyticsPeriod {
  return { period: row.period, views: row.views, seconds: secondsOf(row.heartbeats) };
}

export const itemKey = (row: ItemRow) => (row.path !== null ? row.path : `${row.kind}:${row.contentId}`);

/** A content item keeps its title; a deleted one is named by kind and id. */
export function presentItem(row: ItemRow, titles: Map<string, string>): AnalyticsItem {
  const key = itemKey(row);
  return {
    key,
    label: row.path ?? titles.get(key) ?? `${row.kind} #${row.contentId}`,
    path: row.path,
    kind: row.kind,
    content_id: row.contentId,
    views: row.views,
    seconds: secondsOf(row.heartbeats),
  };
}

// A cell that starts like a formula would run in a spreadsheet: prefix it so it stays text.
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvColumns = ['period', 'item', 'path', 'kind', 'content_id', 'views', 'seconds'] as const;

/** A report as CSV (RFC 4180, CRLF line ends), a header row first, one row per period and item. */
export function reportAsCsv(rows: (ItemRow & { period: string })[], titles: Map<string, string>): string {
  const lines = rows.map((row) => {
    const item = presentItem(row, titles);
    return [row.period, item.label, item.path, item.kind, item.content_id, item.views, item.seconds]
      .map(csvCell)
      .join(',');
  });
  return `${[csvColumns.join(','), ...lines].join('\r\n')}\r\n`;
}
