import { adminRoutes, type RouteResponse } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

/** Company-level collections with the same four calls (SPEC §7); each name is also its realtime model. */
export type CollectionName = 'tags' | 'hotspots' | 'groups' | 'places' | 'integrations';
export type CollectionItem<N extends CollectionName> = RouteResponse<(typeof adminRoutes)[N]['create']>;
type Set = { list: never; create: never; update: never; remove: never };

// The four route sets share one shape; this one cast keeps callers fully typed by name.
function routesOf(name: CollectionName) {
  return adminRoutes[name] as unknown as Record<keyof Set, Parameters<typeof callRoute>[0]>;
}

/** GET /<name>, optionally for one company (role 3). */
export function useCollection<N extends CollectionName>(name: N, company?: number | null) {
  return useQuery({
    queryKey: [name, 'list', company ?? 'all'],
    queryFn: ({ signal }) =>
      callRoute(routesOf(name).list, {
        query: { _limit: -1, ...(company ? { company } : {}) },
        signal,
      } as never) as Promise<CollectionItem<N>[]>,
  });
}

/** Create, update and delete of one collection; each refreshes the list afterwards. */
export function useCollectionMutations<N extends CollectionName>(name: N) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [name] });
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      callRoute(routesOf(name).create, { body } as never) as Promise<CollectionItem<N>>,
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      callRoute(routesOf(name).update, { params: { id }, body } as never) as Promise<CollectionItem<N>>,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callRoute(routesOf(name).remove, { params: { id } } as never),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
