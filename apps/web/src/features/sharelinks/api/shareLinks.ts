import { type CreateShareLinkBody, type SharedItem, shareLinkRoutes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

export const shareLinkKeys = {
  mine: ['sharelinks', 'mine'] as const,
  shared: (code: string) => ['sharelinks', 'open', code] as const,
};

// A right PIN's token lasts some hours; kept for the tab, so a reload does not ask again.
export const unlockKey = (what: string) => `cloud-unlock:${what}`;
export const remembered = (what: string) => sessionStorage.getItem(unlockKey(what)) ?? undefined;
export const noRetryOn404 = (count: number, error: unknown) =>
  (error as { status?: number }).status !== 404 && count < 2;

/** What /v/{code} opens, signed out (a cloud, a BIM or a 3D model); 404 once the link is revoked, expired or its item gone. */
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
    // Renews the signed file URLs before they lapse.
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
      if (shared.kind === 'cloud' && shared.cloud.unlock)
        sessionStorage.setItem(unlockKey(`link:${code}`), shared.cloud.unlock);
      client.setQueryData(shareLinkKeys.shared(code), shared);
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
