import { type CloudViewer, cloudRoutes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';
import { noRetryOn404, remembered, unlockKey } from '../../sharelinks/index.ts';

const publicCloudKey = (id: number) => ['clouds', 'public', id] as const;

/** /pc_viewer/{id}: a cloud its managers made public; 404 for any other. */
export function usePublicCloud(id: number) {
  return useQuery({
    queryKey: publicCloudKey(id),
    queryFn: ({ signal }) => {
      const unlock = remembered(`public:${id}`);
      return callRoute(cloudRoutes.publicCloud, { params: { id }, query: unlock ? { unlock } : {}, signal });
    },
    refetchOnWindowFocus: false,
    refetchInterval: 30 * 60_000,
    retry: noRetryOn404,
  });
}

export function useUnlockPublicCloud(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => callRoute(cloudRoutes.unlockPublicCloud, { params: { id }, body: { pin } }),
    onSuccess: (viewer: CloudViewer) => {
      if (viewer.unlock) sessionStorage.setItem(unlockKey(`public:${id}`), viewer.unlock);
      client.setQueryData(publicCloudKey(id), viewer);
    },
  });
}
