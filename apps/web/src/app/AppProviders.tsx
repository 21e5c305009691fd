import { DirectionProvider, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../features/system/index.ts';
import { isApiError, lazyExtra } from '../platform/api/index.ts';
import { DirectionSync } from '../platform/i18n/index.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const Overlays = lazyExtra(() => import('./Overlays.tsx'));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; network trouble and 5xx may.
        retry: (failures, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The theme with translated labels for the close buttons Mantine draws itself (notifications, modals). */
function useLocalizedTheme() {
  // No suspense here: this sits above the Suspense boundary; the label follows once the locale loads.
  const { t } = useTranslation(undefined, { useSuspense: false });
  const close = t('common.close');
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': close };
    return mergeThemeOverrides(theme, {
      components: {
        Notification: { defaultProps: { closeButtonProps } },
        Modal: { defaultProps: { closeButtonProps } },
      },
    });
  }, [close]);
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const localizedTheme = useLocalizedTheme();
  return (
    <DirectionProvider detectDirection>
      {/* SPEC §1: dark mode is always on. */}
      <MantineProvider
        theme={localizedTheme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme="dark"
      >
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
          <Suspense fallback={<FullPageLoader />}>
            <DirectionSync />
            {children}
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
