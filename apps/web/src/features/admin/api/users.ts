import { adminRoutes, catalogueRoutes, routes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../platform/api/index.ts';

export type InviteBody = z.input<typeof routes.createInvitation.body>;
export type UserUpdate = z.input<typeof adminRoutes.updateUser.body>;

/** GET /users for role 3, filtered by company and a search text. */
export function useAdminUsers(filter: { company: number | null; q: string }) {
  return useQuery({
    queryKey: ['users', 'admin', filter],
    queryFn: ({ signal }) =>
      callRoute(adminRoutes.adminUsers, {
        query: {
          _limit: -1,
          ...(filter.company ? { company: filter.company } : {}),
          ...(filter.q ? { q: filter.q } : {}),
        },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** GET mycompanyusers/{companyId}: the members a company admin manages. */
export function useCompanyMembers(companyId: number | undefined) {
  return useQuery({
    queryKey: ['users', 'company', companyId],
    queryFn: ({ signal }) =>
      callRoute(catalogueRoutes.mycompanyusers, { params: { companyId: companyId as number }, signal }),
    enabled: companyId !== undefined,
  });
}

/** Users a group can hold (GET getpartusers). */
export function usePickableUsers(company: number | null | undefined) {
  return useQuery({
    queryKey: ['users', 'pickable', company ?? 'all'],
    queryFn: ({ signal }) =>
      callRoute(catalogueRoutes.getpartusers, {
        query: { _limit: -1, ...(company ? { company } : {}) },
        signal,
      }),
  });
}

export function useUserMutations() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['users'] });
    await queryClient.invalidateQueries({ queryKey: ['companies'] });
  };
  const invite = useMutation({
    mutationFn: (body: InviteBody) => callRoute(routes.createInvitation, { body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdate }) =>
      callRoute(adminRoutes.updateUser, { params: { id }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callRoute(adminRoutes.deleteUser, { params: { id } }),
    onSuccess: refresh,
  });
  const reset2fa = useMutation({
    mutationFn: (id: number) => callRoute(routes.reset2fa, { params: { id } }),
    onSuccess: refresh,
  });
  return { invite, update, remove, reset2fa };
}
