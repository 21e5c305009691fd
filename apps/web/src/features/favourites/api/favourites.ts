import { type Favourite, type FavouriteKey, favouriteRoutes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// The dashboard's answer carries favourites too: both refresh together.
export const favouriteKeys = { all: ['favourites'] as const };
const dashboardKey = ['dashboard'] as const;

export function useFavourites(enabled = true) {
  return useQuery({
    queryKey: favouriteKeys.all,
    queryFn: ({ signal }) => callRoute(favouriteRoutes.getMyFavourites, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, favourite }: { key: FavouriteKey; favourite: boolean }): Promise<void> => {
      if (favourite) await callRoute(favouriteRoutes.addFavourite, { body: key });
      else await callRoute(favouriteRoutes.removeFavourite, { body: key });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}

/** Shows the new order at once and saves it; on failure the server's order comes back. */
export function useReorderFavourites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: Favourite[]) =>
      callRoute(favouriteRoutes.updateFavouriteOrder, {
        body: { favourites: ordered.map(({ type, content_id }) => ({ type, content_id })) },
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: favouriteKeys.all });
      queryClient.setQueryData(favouriteKeys.all, ordered);
    },
    onSuccess: (saved) => queryClient.setQueryData(favouriteKeys.all, saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
