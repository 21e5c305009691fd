import { notificationRoutes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// `newnotification` from the realtime connection invalidates this key.
export const notificationKeys = { all: ['notifications'] as const };

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => callRoute(notificationRoutes.myNotifications, { signal }),
    staleTime: 60_000,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(notificationRoutes.readNotification, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(notificationRoutes.readAllNotifications),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
