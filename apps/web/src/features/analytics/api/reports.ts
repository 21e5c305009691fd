import { type AnalyticsReportQuery, adminRoutes, analyticsRoutes } from '@spatium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, callRoute } from '../../../platform/api/index.ts';

export type ReportQuery = z.input<typeof analyticsRoutes.analyticsReport.query>;

// The report's query as a query string: the contract's names, the company only when one is chosen.
function searchOf(query: ReportQuery): Record<string, string> {
  const { company, ...rest } = query;
  return { ...(rest as Record<string, string>), ...(company !== undefined && { company: String(company) }) };
}

export function useAnalyticsReport(query: ReportQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'report', query],
    queryFn: ({ signal }) =>
      callRoute(analyticsRoutes.analyticsReport, { query: query as AnalyticsReportQuery, signal }),
    enabled,
    // Changing the range keeps the last chart on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** id and title of every company the caller may filter by (role 3: all). */
export function useReportCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['companies', 'light'],
    queryFn: ({ signal }) => callRoute(adminRoutes.companiesLight, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** The report as CSV, fetched with the session and handed to the browser as a download. */
export async function downloadReportCsv(query: ReportQuery): Promise<void> {
  const csv = await apiFetch<string>(analyticsRoutes.analyticsReportCsv.path, { query: searchOf(query) });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `analytics-${query.by ?? 'page'}-${query.from}-${query.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
