import {
  contentRoutes,
  type FloorplanScale,
  type FloorplanStructure,
  floorplanRoutes,
  type NewFloorplanMarker,
} from '@spatium/contracts';
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

const structureKey = (company: number) => ['floorplans', 'structure', company] as const;

/** The company's buildings and floors, the plans a floor may show, and whether the caller edits them. */
export function useFloorplanStructure(company: number) {
  return useQuery({
    queryKey: structureKey(company),
    queryFn: ({ signal }) => callRoute(floorplanRoutes.floorplanStructure, { params: { company }, signal }),
  });
}

export function useSaveFloorplanStructure(company: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (structure: FloorplanStructure) =>
      callRoute(floorplanRoutes.saveFloorplanStructure, { params: { company }, body: structure }),
    onSuccess: (saved) => {
      queryClient.setQueryData(structureKey(company), saved);
      // Every open plan shows the buildings.
      return queryClient.invalidateQueries({ queryKey: ['floorplans', 'viewer'] });
    },
  });
}

/** What the caller may place on the plan; asked for only when placing starts. */
export function useFloorplanPlaceables(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['floorplans', 'placeables', id],
    queryFn: ({ signal }) => callRoute(floorplanRoutes.floorplanPlaceables, { params: { id }, signal }),
    enabled,
  });
}

export function usePlaceMarker(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marker: NewFloorplanMarker) =>
      callRoute(floorplanRoutes.placeFloorplanMarker, { params: { id }, body: marker }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.viewer(id) }),
  });
}

export function useMoveMarker(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ marker, x, y }: { marker: number; x: number; y: number }) =>
      callRoute(floorplanRoutes.moveFloorplanMarker, { params: { id: marker }, body: { x, y } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.viewer(id) }),
  });
}

export function useRemoveMarker(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marker: number) =>
      callRoute(floorplanRoutes.removeFloorplanMarker, { params: { id: marker } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.viewer(id) }),
  });
}
