import { dashboardRoutes } from '@spatium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';
import { type Month, monthRange, todayOf } from '../calendar.ts';

// What the page itself needs, and nothing more: the page's first chunk stays small (the board's
// calls are in widgets.ts, loaded with the board).

// The favourites feature's query key (favouriteKeys.all), named here so this first chunk imports none of it.
const favouritesKey = ['favourites'] as const;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  notes: (month: Month) => ['dashboard', 'notes', month.year, month.month] as const,
  timeZones: ['dashboard', 'time-zones'] as const,
};

/** The whole page in one call: the layout and every widget's first data, for this month. */
export function useDashboard(month: Month) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: async ({ signal }) => {
      const dashboard = await callRoute(dashboardRoutes.getDashboard, {
        query: { ...monthRange(month), day: todayOf() },
        signal,
      });
      // The stars on the latest-content cards read the favourites query: seeding it from this answer
      // keeps the page at one call instead of asking get_my_favourites again.
      if (dashboard.favourites) queryClient.setQueryData(favouritesKey, dashboard.favourites);
      return dashboard;
    },
    staleTime: 30_000,
  });
}
