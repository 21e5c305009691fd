import { type CloudViewer, cloudRoutes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// Keys start with the model name so the conversion's realtime notifications refresh them.
export const cloudKeys = { viewer: (id: number) => ['clouds', 'viewer', id] as const };

// The token a right PIN gave lasts some hours; kept for the tab, so a reload does not ask again.
const unlockStorage = (id: number) => `cloud-unlock:${id}`;

export function rememberedUnlock(id: number): string | undefined {
  return sessionStorage.getItem(unlockStorage(id)) ?? undefined;
}

/** The cloud and its children for the viewer; refetched while converting, and to renew its signed URLs. */
export function useCloudViewer(id: number) {
  return useQuery({
    queryKey: cloudKeys.viewer(id),
    queryFn: ({ signal }) => {
      const unlock = rememberedUnlock(id);
      return callRoute(cloudRoutes.cloudViewer, { params: { id }, query: unlock ? { unlock } : {}, signal });
    },
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      const converting = [data?.octree, ...(data?.children ?? [])].some(
        (o) => o?.status === 'converting' || o?.status === 'uploaded',
      );
      return converting ? 5_000 : 30 * 60_000;
    },
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useUnlockCloud(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => callRoute(cloudRoutes.unlockCloud, { params: { id }, body: { pin } }),
    onSuccess: (viewer: CloudViewer) => {
      if (viewer.unlock) sessionStorage.setItem(unlockStorage(id), viewer.unlock);
      client.setQueryData(cloudKeys.viewer(id), viewer);
    },
  });
}

export function useSetCloudPin(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pin: string | null) => callRoute(cloudRoutes.setCloudPin, { params: { id }, body: { pin } }),
    onSuccess: () => {
      sessionStorage.removeItem(unlockStorage(id));
      return client.invalidateQueries({ queryKey: ['clouds'] });
    },
  });
}
