import { catalogueRoutes } from '@spatium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

/** GET search?q=: only what the caller may see; asked only with a text of 3+ characters. */
export function useSearch(q: string | null) {
  return useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => callRoute(catalogueRoutes.search, { query: { q: q as string }, signal }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
