import { type SensorThresholdsBody, smartwaterRoutes } from '@spatium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// Keys start with the model the server's realtime notifications name, so a raised or acknowledged
// alert refreshes the assets, the alerts and the charts at once.
export const smartwaterKeys = {
  all: ['smartwater'] as const,
  assets: ['smartwater', 'assets'] as const,
  alerts: (status: 'open' | 'all') => ['smartwater', 'alerts', status] as const,
  readings: (id: number, range: SensorRange) => ['smartwater', 'readings', id, range] as const,
};

export type SensorRange = '24h' | '7d';
const rangeHours: Record<SensorRange, number> = { '24h': 24, '7d': 24 * 7 };

export function useWaterAssets() {
  return useQuery({
    queryKey: smartwaterKeys.assets,
    queryFn: ({ signal }) => callRoute(smartwaterRoutes.waterAssets, { query: {}, signal }),
  });
}

export function useWaterAlerts(status: 'open' | 'all') {
  return useQuery({
    queryKey: smartwaterKeys.alerts(status),
    queryFn: ({ signal }) => callRoute(smartwaterRoutes.waterAlerts, { query: { status }, signal }),
  });
}

export function useSensorReadings(id: number, range: SensorRange) {
  return useQuery({
    queryKey: smartwaterKeys.readings(id, range),
    queryFn: ({ signal }) => {
      // Up to the next minute, so the latest reading is in, and the span stays within the limit.
      const to = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
      const from = new Date(to.getTime() - rangeHours[range] * 3_600_000);
      return callRoute(smartwaterRoutes.sensorReadings, {
        params: { id },
        query: { from: from.toISOString(), to: to.toISOString() },
        signal,
      });
    },
    // Switching the range keeps the last chart on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

function useSmartwaterMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: smartwaterKeys.all }),
  });
}

export const useAcknowledgeAlert = () =>
  useSmartwaterMutation((id: number) =>
    callRoute(smartwaterRoutes.acknowledgeWaterAlert, { params: { id } }),
  );

export const useSetThresholds = () =>
  useSmartwaterMutation(({ id, body }: { id: number; body: SensorThresholdsBody }) =>
    callRoute(smartwaterRoutes.sensorThresholds, { params: { id }, body }),
  );
