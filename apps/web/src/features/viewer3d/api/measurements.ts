import {
  type CreateMeasurementBody,
  cloudRoutes,
  type MeasuredContentKind,
  type Measurement,
  type UpdateMeasurementBody,
} from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

const measurementKeys = {
  of: (content: MeasuredContentKind, item: number) => ['measurements', content, item] as const,
};

/** The caller's measurements on one item, and those others shared; `enabled` false for a signed-out visitor. */
export function useMeasurements(content: MeasuredContentKind, item: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: measurementKeys.of(content, item),
    queryFn: ({ signal }) => callRoute(cloudRoutes.listMeasurements, { query: { content, item }, signal }),
  });
}

export function useMeasurementWrites(content: MeasuredContentKind, item: number) {
  const client = useQueryClient();
  const key = measurementKeys.of(content, item);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (body: Omit<CreateMeasurementBody, 'content' | 'item'>) =>
      callRoute(cloudRoutes.createMeasurement, { body: { ...body, content, item } }),
    onSuccess: (created: Measurement) => {
      client.setQueryData<Measurement[]>(key, (list) => [...(list ?? []), created]);
      void refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: UpdateMeasurementBody & { id: number }) =>
      callRoute(cloudRoutes.updateMeasurement, { params: { id }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callRoute(cloudRoutes.deleteMeasurement, { params: { id } }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
