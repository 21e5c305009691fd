import { dashboardRoutes, type QuoteBody } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// The dashboard's answer carries the quote of the day: it refreshes with every change here.
const quotesKey = ['admin', 'quotes'] as const;
const dashboardKey = ['dashboard'] as const;

/** The quotes administrators added (the built-in set is used while there are none). */
export function useAdminQuotes() {
  return useQuery({
    queryKey: quotesKey,
    queryFn: ({ signal }) => callRoute(dashboardRoutes.getQuotes, { signal }),
  });
}

export function useAdminQuoteMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: quotesKey }),
      queryClient.invalidateQueries({ queryKey: dashboardKey }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: QuoteBody) => callRoute(dashboardRoutes.addQuote, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: QuoteBody }) =>
        callRoute(dashboardRoutes.updateQuote, { params: { id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => callRoute(dashboardRoutes.deleteQuote, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
