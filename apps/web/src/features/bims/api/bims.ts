import { type BimViewer, bimRoutes } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// Keys start with the model name so the conversion's realtime notifications refresh them.
export const bimKeys = {
  viewer: (id: number) => ['bims', 'viewer', id] as const,
  public: (id: number) => ['bims', 'public', id] as const,
};

const converting = (viewer: BimViewer | undefined) =>
  [viewer?.model, ...(viewer?.siblings ?? [])].some((m) => m?.status === 'converting');

// While a model converts, asked again every few seconds (realtime usually comes first); otherwise
// well before the signed links expire.
const refetchInterval = (query: { state: { data?: BimViewer } }) =>
  converting(query.state.data) ? 5_000 : 30 * 60_000;

/** A BIM and the other models of its sub-project, for the viewer. */
export function useBimViewer(id: number) {
  return useQuery({
    queryKey: bimKeys.viewer(id),
    queryFn: ({ signal }) => callRoute(bimRoutes.bimViewer, { params: { id }, signal }),
    refetchOnWindowFocus: false,
    refetchInterval,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

/** A BIM its managers made public, for a visitor without an account. */
export function usePublicBim(id: number) {
  return useQuery({
    queryKey: bimKeys.public(id),
    queryFn: ({ signal }) => callRoute(bimRoutes.publicBim, { params: { id }, signal }),
    refetchOnWindowFocus: false,
    refetchInterval,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}
