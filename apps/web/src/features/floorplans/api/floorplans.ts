import { contentRoutes, type FloorplanScale, floorplanRoutes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// Keys start with the model name, so realtime notifications of floor plans (tiling progress) refresh them.
const keys = {
  viewer: (id: number) => ['floorplans', 'viewer', id] as const,
};

/** A floor plan for the viewer: its sheets with signed tile URLs, scales and tour scenes. */
export function useFloorplanViewer(id: number) {
  return useQuery({
    queryKey: keys.viewer(id),
    queryFn: ({ signal }) => callRoute(floorplanRoutes.floorplanViewer, { params: { id }, signal }),
  });
}

/** Saves every sheet's scale at once (the floor plan keeps one per sheet). */
export function useSaveScales(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scales: FloorplanScale[]) =>
      callRoute(contentRoutes.floorplans.update, {
        params: { id },
        body: { data: { properties: { scales } } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.viewer(id) }),
  });
}
