import type { AnalyticsDimension, AnalyticsGrouping, ContentKind } from '@spatium/contracts';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { contentTables } from '../content/content.tables.ts';
import { analyticsEvents } from './analytics.schema.ts';

/** One report's cut: days in a time zone, the companies it may show (undefined: all), and its items. */
export interface ReportRange {
  from: string;
  to: string;
  group: AnalyticsGrouping;
  tz: string;
  companyIds: number[] | undefined;
  by: AnalyticsDimension;
}

export interface CountRow {
  views: number;
  heartbeats: number;
}
export interface PeriodRow extends CountRow {
  period: string;
}
export interface ItemRow extends CountRow {
  path: string | null;
  kind: ContentKind | null;
  contentId: number | null;
}

const e = analyticsEvents;
const views = sql<number>`count(*) FILTER (WHERE ${e.kind} = 'pageview')::int`;
const heartbeats = sql<number>`count(*) FILTER (WHERE ${e.kind} = 'heartbeat')::int`;

// Local days become instants in the report's time zone, so the range is one index range on created_at.
function inRange(range: ReportRange): SQL {
  const start = sql`(${range.from}::date::timestamp AT TIME ZONE ${range.tz})`;
  const end = sql`((${range.to}::date + 1)::timestamp AT TIME ZONE ${range.tz})`;
  const conditions: SQL[] = [sql`${e.createdAt} >= ${start}`, sql`${e.createdAt} < ${end}`];
  if (range.companyIds) conditions.push(inArray(e.companyId, range.companyIds));
  if (range.by === 'content') conditions.push(sql`${e.contentKind} IS NOT NULL`);
  if (range.by === 'public_tour') conditions.push(sql`${e.publicTour}`);
  return and(...conditions) as SQL;
}

const periodOf = (range: ReportRange) =>
  sql`date_trunc(${range.group}, ${e.createdAt} AT TIME ZONE ${range.tz})::date`;

function itemColumns(by: AnalyticsDimension) {
  return by === 'page'
    ? { path: e.path, kind: sql<null>`NULL::text`, contentId: sql<null>`NULL::int` }
    : { path: sql<null>`NULL::text`, kind: e.contentKind, contentId: e.contentId };
}

/** Views and heartbeats per day or week, every period of the range present (zeros where nothing happened). */
export async function countPerPeriod(db: Executor, range: ReportRange): Promise<PeriodRow[]> {
  const counted = db
    .select({
      period: periodOf(range).as('period'),
      views: views.as('views'),
      heartbeats: heartbeats.as('heartbeats'),
    })
    .from(e)
    .where(inRange(range))
    .groupBy(sql`1`)
    .as('counted');
  const step = `1 ${range.group}`;
  const result = await db.execute<{ period: string; views: number; heartbeats: number }>(sql`
    SELECT to_char(p, 'YYYY-MM-DD') AS period,
           coalesce(${counted.views}, 0)::int AS views,
           coalesce(${counted.heartbeats}, 0)::int AS heartbeats
    FROM generate_series(date_trunc(${range.group}, ${range.from}::date::timestamp),
                         ${range.to}::date::timestamp, ${step}::interval) AS p
    LEFT JOIN ${counted} ON ${counted.period} = p::date
    ORDER BY p`);
  return result.rows;
}

/** The items of the range, most viewed first. */
export async function countPerItem(db: Executor, range: ReportRange, limit: number): Promise<ItemRow[]> {
  const columns = itemColumns(range.by);
  return db
    .select({ ...columns, views, heartbeats })
    .from(e)
    .where(inRange(range))
    .groupBy(sql`1, 2, 3`)
    .orderBy(sql`4 DESC, 5 DESC, 1, 2, 3`)
    .limit(limit);
}

/** Every item of every period, for the CSV. */
export async function countPerPeriodAndItem(
  db: Executor,
  range: ReportRange,
): Promise<(ItemRow & { period: string })[]> {
  const columns = itemColumns(range.by);
  return db
    .select({ period: sql<string>`to_char(${periodOf(range)}, 'YYYY-MM-DD')`, ...columns, views, heartbeats })
    .from(e)
    .where(inRange(range))
    .groupBy(sql`1, 2, 3, 4`)
    .orderBy(sql`1, 5 DESC, 6 DESC, 2, 3, 4`);
}

/** The titles of content items named in a report (a deleted item has none). */
export async function contentTitles(
  db: Executor,
  items: { kind: ContentKind; contentId: number }[],
  companyIds: number[] | undefined,
): Promise<Map<string, string>> {
  const idsByKind = new Map<ContentKind, number[]>();
  for (const item of items) idsByKind.set(item.kind, [...(idsByKind.get(item.kind) ?? []), item.contentId]);
  const titles = new Map<string, string>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      const table = contentTables[kind];
      const ofCompanies = companyIds ? inArray(table.companyId, companyIds) : undefined;
      const rows = await db
        .select({ id: table.id, title: table.title })
        .from(table)
        .where(and(inArray(table.id, ids), ofCompanies));
      for (const row of rows) titles.set(`${kind}:${row.id}`, row.title);
    }),
  );
  return titles;
}
