import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import { AnalyticsReport, AnalyticsReportQuery } from './analytics.ts';

/**
 * The analytics reports: page views and time spent, for admins and company admins. Reading a company's
 * reports is part of administering it, so they take `company.administer` (role 3, and a role-4 user in
 * the companies whose admin list names them); the service narrows it to those companies.
 */
export const analyticsRoutes = {
  analyticsReport: defineRoute({
    method: 'GET',
    path: '/analytics/report',
    summary:
      "Views and time spent per day or week and per page, content item or public tour (role 3: every company or ?company=; a company admin: their companies' pages and content)",
    tags: ['analytics-reports'],
    access: { capability: 'company.administer' },
    query: AnalyticsReportQuery,
    response: AnalyticsReport,
  }),
  analyticsReportCsv: defineRoute({
    method: 'GET',
    path: '/analytics/report.csv',
    summary: 'The same report as CSV (UTF-8, comma-separated): one row per period and item',
    tags: ['analytics-reports'],
    access: { capability: 'company.administer' },
    query: AnalyticsReportQuery,
    response: z.any().describe('text/csv'),
  }),
} as const;
