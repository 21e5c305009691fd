import { catalogueRoutes, keyCodeRoutes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

export const keyCodeKeys = {
  all: ['keycodes'] as const,
  company: (companyId: number) => ['keycodes', companyId] as const,
};

export function useKeyCodes(companyId: number) {
  return useQuery({
    queryKey: keyCodeKeys.company(companyId),
    queryFn: ({ signal }) => callRoute(keyCodeRoutes.keyCodes, { query: { company: companyId }, signal }),
  });
}

/** The company's members, to give a code to (answered to its admins and role 3 only). */
export function useCompanyMembers(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'company', companyId],
    queryFn: ({ signal }) => callRoute(catalogueRoutes.mycompanyusers, { params: { companyId }, signal }),
    enabled,
  });
}

function useKeyCodeMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyCodeKeys.all }),
  });
}

export const useGenerateKeyCodes = () =>
  useKeyCodeMutation((body: { company: number; count: number }) =>
    callRoute(keyCodeRoutes.generateKeyCodes, { body }),
  );
export const useAssignKeyCode = () =>
  useKeyCodeMutation(({ id, userId }: { id: number; userId: number | null }) =>
    callRoute(keyCodeRoutes.assignKeyCode, { params: { id }, body: { user_id: userId } }),
  );
export const useMarkKeyCodeUsed = () =>
  useKeyCodeMutation(({ id, machine }: { id: number; machine: string }) =>
    callRoute(keyCodeRoutes.markKeyCodeUsed, { params: { id }, body: { machine } }),
  );

/** The code itself: fetched when copied, never kept in the query cache. */
export function revealKeyCode(id: number): Promise<{ code: string }> {
  return callRoute(keyCodeRoutes.revealKeyCode, { params: { id } });
}
