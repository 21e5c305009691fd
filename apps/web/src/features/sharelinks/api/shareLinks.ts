import {
  type CloudViewer,
  type CreateShareLinkBody,
  cloudRoutes,
  type SharedItem,
  shareLinkRoutes,
} from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

export const shareLinkKeys = {
  mine: ['sharelinks', 'mine'] as const,
  shared: (code: string) => ['sharelinks', 'open', code] as const,
  publicCloud: (id: number) => ['clouds', 'public', id] as const,
};

// A right PIN's token lasts some hours; kept for the tab, so a reload does not ask again.
const unlockKey = (what: string) => `cloud-unlock:${what}`;
const remembered = (what: string) => sessionStorage.getItem(unlockKey(what)) ?? undefined;
const noRetryOn404 = (count: number, error: unknown) =>
  (error as { status?: number }).status !== 404 && count < 2;

/** What /v/{code} opens, signed out; 404 once the link is revoked, expired or its cloud gone. */
export function useSharedItem(code: string) {
  return useQuery({
    queryKey: shareLinkKeys.shared(code),
    queryFn: ({ signal }) => {
      const unlock = remembered(`link:${code}`);
      return callRoute(shareLinkRoutes.openShareLink, {
        params: { code },
        query: unlock ? { unlock } : {},
        signal,
      });
    },
    refetchOnWindowFocus: false,
    // Renews the signed octree URLs before they lapse.
    refetchInterval: 30 * 60_000,
    retry: noRetryOn404,
  });
}

export function useUnlockSharedItem(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) =>
      callRoute(shareLinkRoutes.unlockShareLink, { params: { code }, body: { pin } }),
    onSuccess: (shared: SharedItem) => {
      if (shared.cloud.unlock) sessionStorage.setItem(unlockKey(`link:${code}`), shared.cloud.unlock);
      client.setQueryData(shareLinkKeys.shared(code), shared);
    },
  });
}

/** /pc_viewer/{id}: a cloud its managers made public; 404 for any other. */
export function usePublicCloud(id: number) {
  return useQuery({
    queryKey: shareLinkKeys.publicCloud(id),
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
      client.setQueryData(shareLinkKeys.publicCloud(id), viewer);
    },
  });
}

export function useMyShareLinks(enabled = true) {
  return useQuery({
    queryKey: shareLinkKeys.mine,
    queryFn: ({ signal }) => callRoute(shareLinkRoutes.listMyShareLinks, { signal }),
    enabled,
  });
}

export function useCreateShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareLinkBody) => callRoute(shareLinkRoutes.createShareLink, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareLinkKeys.mine }),
  });
}

export function useRevokeShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(shareLinkRoutes.revokeShareLink, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareLinkKeys.mine }),
  });
}
