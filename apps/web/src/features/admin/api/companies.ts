import { adminRoutes, type Company } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../platform/api/index.ts';
import { profileQueryKey } from '../../auth/index.ts';

export type CompanyUpdate = z.input<typeof adminRoutes.updateCompany.body>;

export function useCompanies() {
  return useQuery({
    queryKey: ['companies', 'list'],
    queryFn: ({ signal }) => callRoute(adminRoutes.companies, { query: { _limit: -1 }, signal }),
  });
}

/** id and title of every company the caller may pick (role 3: all). */
export function useCompaniesLight(enabled = true) {
  return useQuery({
    queryKey: ['companies', 'light'],
    queryFn: ({ signal }) => callRoute(adminRoutes.companiesLight, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useCompany(id: number | undefined) {
  return useQuery({
    queryKey: ['companies', 'one', id],
    queryFn: ({ signal }) => callRoute(adminRoutes.getCompany, { params: { id: id as number }, signal }),
    enabled: id !== undefined,
  });
}

/** What deleting a company takes with it; asked fresh right before the confirmation. */
export function fetchCompanyImpact(id: number) {
  return callRoute(adminRoutes.companyImpact, { params: { id } });
}

export function useCompanyMutations() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['companies'] });
    // The profile carries the active company's switches (issues, chat, …).
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
  };
  const create = useMutation({
    mutationFn: (body: z.input<typeof adminRoutes.createCompany.body>) =>
      callRoute(adminRoutes.createCompany, { body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: CompanyUpdate }): Promise<Company> =>
      callRoute(adminRoutes.updateCompany, { params: { id }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callRoute(adminRoutes.deleteCompany, { params: { id } }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
