import { dashboardRoutes } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';
import { type Month, monthRange, todayOf } from '../calendar.ts';

// What the page itself needs, and nothing more: the page's first chunk stays small (the board's
// calls are in widgets.ts, loaded with the board).

export const dashboardKeys = {
  all: ['dashboard'] as const,
  notes: (month: Month) => ['dashboard', 'notes', month.year, month.month] as const,
  timeZones: ['dashboard', 'time-zones'] as const,
  quotes: ['dashboard', 'quotes'] as const,
};

/** The whole page in one call: the layout and every widget's first data, for this month. */
export function useDashboard(month: Month) {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) =>
      callRoute(dashboardRoutes.getDashboard, { query: { ...monthRange(month), day: todayOf() }, signal }),
    staleTime: 30_000,
  });
}
