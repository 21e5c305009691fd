import {
  catalogueRoutes,
  contentRoutes,
  type GeojsonData,
  type GeojsonStyle,
  type MapPlacement,
  mapRoutes,
} from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// Keys start with the model name, so realtime notifications of maps and geojsons refresh them.
const keys = {
  basemap: ['basemap'] as const,
  projectMap: (id: number) => ['maps', 'project', id] as const,
  map: (id: number) => ['maps', 'viewer', id] as const,
  data: (id: number) => ['geojsons', 'data', id] as const,
};

/** The basemap every map starts from (built in, or the operator's). */
export function useBasemap() {
  return useQuery({
    queryKey: keys.basemap,
    queryFn: ({ signal }) => callRoute(mapRoutes.basemap, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProjectMap(id: number) {
  return useQuery({
    queryKey: keys.projectMap(id),
    queryFn: ({ signal }) => callRoute(mapRoutes.projectMap, { params: { id }, signal }),
  });
}

export function usePlaceOnMap(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MapPlacement) => callRoute(mapRoutes.placeOnMap, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.projectMap(projectId) }),
  });
}

/** A map with the GeoJSON layers of its sub-project (GET get_map/{id}). */
export function useMapWithLayers(id: number) {
  return useQuery({
    queryKey: keys.map(id),
    queryFn: ({ signal }) => callRoute(catalogueRoutes.getMap, { params: { id }, signal }),
  });
}

export function useLayerData(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.data(id),
    queryFn: ({ signal }) =>
      callRoute(mapRoutes.geojsonData, { params: { id }, signal }) as Promise<GeojsonData>,
    enabled,
  });
}

export function useSaveLayerData(mapId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: GeojsonData }) =>
      callRoute(mapRoutes.saveGeojsonData, { params: { id }, body: data }),
    onSuccess: (_saved, { id, data }) => {
      queryClient.setQueryData(keys.data(id), data);
      void queryClient.invalidateQueries({ queryKey: keys.map(mapId) });
    },
  });
}

/** A layer's look (geojsons.properties.style); the server keeps the rest of its properties. */
export function useSaveLayerStyle(mapId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, style }: { id: number; style: GeojsonStyle }) =>
      callRoute(contentRoutes.geojsons.update, { params: { id }, body: { data: { properties: { style } } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.map(mapId) }),
  });
}

/** The map's own settings (its chosen basemap style, its levels). */
export function useSaveMapProperties(mapId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (properties: Record<string, unknown>) =>
      callRoute(contentRoutes.maps.update, { params: { id: mapId }, body: { data: { properties } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.map(mapId) }),
  });
}
