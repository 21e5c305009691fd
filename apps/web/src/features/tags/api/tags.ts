import { adminRoutes } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

/** The tags of the caller's companies (GET tags). */
export function useTags(enabled = true) {
  return useQuery({
    queryKey: ['tags', 'list'],
    queryFn: ({ signal }) => callRoute(adminRoutes.tags.list, { query: { _limit: -1 }, signal }),
    enabled,
    staleTime: 60_000,
  });
}
