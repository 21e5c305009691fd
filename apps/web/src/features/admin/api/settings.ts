import { adminRoutes, type Overrides, routes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../platform/api/index.ts';

export type OverridesUpdate = z.input<typeof adminRoutes.saveOverrides.body>;

/** Every domain's switches. Keyed under 'overrides' so saving also refreshes this domain's own switches. */
export function useAllOverrides() {
  return useQuery({
    queryKey: ['overrides', { all: true }],
    queryFn: ({ signal }) => callRoute(adminRoutes.listOverrides, { signal }),
  });
}

export function useOverridesMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['overrides'] });
  const save = useMutation({
    mutationFn: ({ domain, body }: { domain: string; body: OverridesUpdate }): Promise<Overrides> =>
      callRoute(adminRoutes.saveOverrides, { params: { domain }, body }),
    onSuccess: refresh,
  });
  const reset = useMutation({
    mutationFn: (domain: string) => callRoute(adminRoutes.deleteOverrides, { params: { domain } }),
    onSuccess: refresh,
  });
  return { save, reset };
}

export function useAgreementVersions() {
  return useQuery({
    queryKey: ['agreements', 'versions'],
    queryFn: ({ signal }) =>
      callRoute(routes.agreements, { query: { _sort: 'id:DESC', _limit: -1 }, signal }),
  });
}

export function usePublishAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof routes.publishAgreement.body>) =>
      callRoute(routes.publishAgreement, { body }),
    // The agreement gate reads ['agreements', 'latest']: the admin accepts the new version too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agreements'] }),
  });
}

export function useRoles() {
  return useQuery({
    queryKey: ['roles'],
    queryFn: ({ signal }) => callRoute(adminRoutes.roles, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useLocales() {
  return useQuery({
    queryKey: ['locales'],
    queryFn: ({ signal }) => callRoute(routes.locales, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTokens(company: number | null) {
  return useQuery({
    queryKey: ['tokens', 'list', company ?? 'all'],
    queryFn: ({ signal }) =>
      callRoute(adminRoutes.listTokens, { query: { _limit: -1, ...(company ? { company } : {}) }, signal }),
  });
}

export function useTokenMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['tokens'] });
  const create = useMutation({
    mutationFn: (body: z.input<typeof adminRoutes.createToken.body>) =>
      callRoute(adminRoutes.createToken, { body }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => callRoute(adminRoutes.deleteToken, { params: { id } }),
    onSuccess: refresh,
  });
  return { create, revoke };
}
