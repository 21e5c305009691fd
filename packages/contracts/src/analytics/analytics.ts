import { z } from 'zod';
import type { ContentKind } from '../catalogue/content.ts';
import { contentKindNames } from '../catalogue/content.ts';
import { text, urlId } from '../core/primitives.ts';

/** The longest range one report covers: a year of days, so a query stays a bounded scan. */
export const analyticsMaxRangeDays = 366;

/** What a report is broken down by: pages (paths), content items, or tours seen through their public link. */
export const AnalyticsDimension = z.enum(['page', 'content', 'public_tour']);
export type AnalyticsDimension = z.infer<typeof AnalyticsDimension>;

/** How the time axis is cut: calendar days, or ISO weeks starting on Monday, in the report's time zone. */
export const AnalyticsGrouping = z.enum(['day', 'week']);
export type AnalyticsGrouping = z.infer<typeof AnalyticsGrouping>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Not a calendar date');

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const dayMs = 86_400_000;

export const AnalyticsReportQuery = z
  .object({
    from: isoDate.describe('First day of the range (YYYY-MM-DD), in the time zone tz'),
    to: isoDate.describe('Last day of the range (YYYY-MM-DD), included, in the time zone tz'),
    group: AnalyticsGrouping.default('day').describe('Days or ISO weeks'),
    by: AnalyticsDimension.default('page').describe(
      'What the items are: pages, content items or public tours',
    ),
    tz: text()
      .max(64)
      .refine(isTimeZone, 'Not a time zone (use an IANA name such as Europe/Oslo)')
      .default('UTC')
      .describe('The IANA time zone that days and weeks are cut in'),
    company: urlId()
      .optional()
      .describe('Only this company (role 3: any company; a company admin: one they administer)'),
  })
  .superRefine((query, ctx) => {
    const span = (Date.parse(query.to) - Date.parse(query.from)) / dayMs;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['from'], message: '`from` must not be after `to`' });
    else if (span + 1 > analyticsMaxRangeDays)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A report covers at most ${analyticsMaxRangeDays} days`,
      });
  });
export type AnalyticsReportQuery = z.infer<typeof AnalyticsReportQuery>;

export const AnalyticsTotals = z.object({
  views: z.number().int().describe('Page views'),
  seconds: z.number().int().describe('Time spent: 15 s per heartbeat received'),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotals>;

export const AnalyticsPeriod = AnalyticsTotals.extend({
  period: z.string().describe('First day of the day or week (YYYY-MM-DD), in the time zone tz'),
});
export type AnalyticsPeriod = z.infer<typeof AnalyticsPeriod>;

export const AnalyticsItem = AnalyticsTotals.extend({
  key: z.string().describe('Stable key: the path, or kind:id'),
  label: z.string().describe('The content title, or the path'),
  path: z.string().nullable().describe('The path (pages only)'),
  kind: z.enum(contentKindNames as [ContentKind, ...ContentKind[]]).nullable(),
  content_id: z.number().int().nullable(),
});
export type AnalyticsItem = z.infer<typeof AnalyticsItem>;

export const AnalyticsReport = z.object({
  from: z.string(),
  to: z.string(),
  group: AnalyticsGrouping,
  by: AnalyticsDimension,
  tz: z.string(),
  company: z
    .number()
    .int()
    .nullable()
    .describe('The company filter applied; null: every company the caller may see'),
  totals: AnalyticsTotals,
  series: z.array(AnalyticsPeriod).describe('Every day or week of the range, empty ones with zeros'),
  items: z.array(AnalyticsItem).describe('The most viewed items, at most 100'),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;
