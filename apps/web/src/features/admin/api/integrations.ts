import { adminRoutes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

const routes = adminRoutes.integrations;
const deliveriesKey = (id: number) => ['integrations', id, 'deliveries'] as const;

/** GET integrations/{id}/deliveries; polled while a delivery still waits for an attempt. */
export function useIntegrationDeliveries(id: number) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) => callRoute(routes.deliveries, { params: { id }, query: { _limit: 50 }, signal }),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'pending' || d.status === 'retrying') ? 3000 : false,
  });
}

/** Send a test event, send a delivery again, or replace the signing secret. */
export function useIntegrationActions(id: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) });
  const ping = useMutation({
    mutationFn: () => callRoute(routes.ping, { params: { id } }),
    onSuccess: refresh,
  });
  const redeliver = useMutation({
    mutationFn: (delivery: number) => callRoute(routes.redeliver, { params: { id, delivery } }),
    onSuccess: refresh,
  });
  const rotateSecret = useMutation({
    mutationFn: () => callRoute(routes.rotateSecret, { params: { id } }),
  });
  return { ping, redeliver, rotateSecret };
}
