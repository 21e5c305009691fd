import {
  type Dashboard,
  type DashboardLayout,
  dashboardRoutes,
  issueRoutes,
  type Note,
  type NoteBody,
} from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';
import { type Month, monthRange } from '../calendar.ts';
import { dashboardKeys } from './dashboard.ts';

/** Saves at once and shows the new layout before the answer: arranging must feel immediate. */
export function useSaveLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: DashboardLayout) => callRoute(dashboardRoutes.saveLayout, { body: layout }),
    onMutate: async (layout) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.all, exact: true });
      const before = queryClient.getQueryData<Dashboard>(dashboardKeys.all);
      if (before)
        queryClient.setQueryData<Dashboard>(dashboardKeys.all, { ...before, layout, customised: true });
      return { before };
    },
    onError: (_error, _layout, context) => {
      if (context?.before) queryClient.setQueryData(dashboardKeys.all, context.before);
    },
  });
}

export function useResetLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(dashboardRoutes.resetLayout),
    onSuccess: (layout) =>
      queryClient.setQueryData<Dashboard>(dashboardKeys.all, (before) =>
        before ? { ...before, layout, customised: false } : before,
      ),
  });
}

/** Notes of a month; the current month's come with the dashboard, others are asked for. */
export function useMonthNotes(month: Month, initial: { month: Month; notes: Note[] } | undefined) {
  const isInitial =
    initial !== undefined && initial.month.year === month.year && initial.month.month === month.month;
  return useQuery({
    queryKey: dashboardKeys.notes(month),
    queryFn: ({ signal }) => callRoute(dashboardRoutes.getMyNotes, { query: monthRange(month), signal }),
    initialData: isInitial ? initial.notes : undefined,
    staleTime: 30_000,
  });
}

export function useNoteMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  return {
    add: useMutation({
      mutationFn: (body: NoteBody) => callRoute(dashboardRoutes.addNote, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: NoteBody }) =>
        callRoute(dashboardRoutes.updateNote, { params: { id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => callRoute(dashboardRoutes.deleteNote, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}

export function useTimeZones(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.timeZones,
    queryFn: ({ signal }) => callRoute(dashboardRoutes.getTimeZones, { signal }),
    staleTime: 60 * 60_000,
    enabled,
  });
}

/** How many open issues the widget lists; the issues page has the rest. */
export const issuesWidgetLimit = 6;

/**
 * The user's open issues, newest first. Keyed under 'issues' so the realtime `newissue` event (which
 * refreshes every 'issues' query) brings a new one onto the dashboard at once.
 */
export function useOpenIssues(enabled: boolean) {
  return useQuery({
    queryKey: ['issues', 'dashboard'],
    queryFn: ({ signal }) =>
      callRoute(issueRoutes.getMyIssues, {
        query: { status: 'created,shared', _sort: 'created_at:DESC', _limit: issuesWidgetLimit },
        signal,
      }),
    enabled,
  });
}
