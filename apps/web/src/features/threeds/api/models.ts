import { threedRoutes } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// Keys start with the model name, so realtime notifications of 3D models (conversion progress) refresh them.
const keys = {
  viewer: (id: number) => ['threeds', 'viewer', id] as const,
  public: (id: number) => ['threeds', 'public', id] as const,
};

/**
 * A 3D model for the viewer: how its conversion to GLB goes (OBJ, FBX, STL, PLY) and, once ready, a
 * signed URL to the glTF/GLB, which the loader fetches without the token.
 */
export function useThreedViewer(id: number) {
  return useQuery({
    queryKey: keys.viewer(id),
    queryFn: ({ signal }) => callRoute(threedRoutes.threedViewer, { params: { id }, signal }),
  });
}

/** A 3D model its managers made public, for a visitor without an account; 404 for any other. */
export function usePublicThreed(id: number) {
  return useQuery({
    queryKey: keys.public(id),
    queryFn: ({ signal }) => callRoute(threedRoutes.publicThreed, { params: { id }, signal }),
    refetchOnWindowFocus: false,
    // Renews the signed model URL before it lapses.
    refetchInterval: 30 * 60_000,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}
