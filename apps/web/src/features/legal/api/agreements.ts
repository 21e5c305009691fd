import { routes } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

/** The latest agreement (SPEC §7: agreements?_limit=1&_sort=id:DESC), or null when none is published. */
export function useLatestAgreement(enabled = true) {
  return useQuery({
    queryKey: ['agreements', 'latest'],
    queryFn: async ({ signal }) => {
      const list = await callRoute(routes.agreements, { query: { _limit: 1, _sort: 'id:DESC' }, signal });
      return list[0] ?? null;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
