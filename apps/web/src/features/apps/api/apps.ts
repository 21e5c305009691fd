import { type AppInstall, appRoutes, type ToolId } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

export const appKeys = {
  all: ['apps'] as const,
  catalogue: ['apps', 'catalogue'] as const,
  mine: ['apps', 'mine'] as const,
};

/** GET wiesoapps: every tool the user may install, each with whether it is installed. */
export function useToolCatalogue() {
  return useQuery({
    queryKey: appKeys.catalogue,
    queryFn: ({ signal }) => callRoute(appRoutes.wiesoapps, { signal }),
  });
}

/** GET get_my_apps: the user's installed tools. */
export function useMyTools() {
  return useQuery({
    queryKey: appKeys.mine,
    queryFn: ({ signal }) => callRoute(appRoutes.myApps, { signal }),
  });
}

export function useInstallTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appId: ToolId): Promise<AppInstall> =>
      callRoute(appRoutes.installApp, { body: { app_id: appId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appKeys.all }),
  });
}

export function useUninstallTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appId: ToolId) => callRoute(appRoutes.uninstallApp, { body: { app_id: appId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appKeys.all }),
  });
}
