import { type CreateCalculationBody, mycalcRoutes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

const key = ['mycalc'] as const;

/** The signed-in user's constants and calculations; `enabled` false for a signed-out visitor. */
export function useCalculations(enabled = true) {
  return useQuery({
    enabled,
    queryKey: key,
    queryFn: ({ signal }) => callRoute(mycalcRoutes.myCalculations, { signal }),
  });
}

export function useCalculationWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (body: CreateCalculationBody) => callRoute(mycalcRoutes.createCalculation, { body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callRoute(mycalcRoutes.deleteCalculation, { params: { id } }),
    onSuccess: refresh,
  });
  return { create, remove };
}
