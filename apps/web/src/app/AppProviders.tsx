import { DirectionProvider, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { FullPageLoader } from '../features/system/index.ts';
import { isApiError } from '../platform/api/index.ts';
import { DirectionSync } from '../platform/i18n/index.ts';
import { theme } from './theme.ts';

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

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <DirectionProvider detectDirection>
      {/* SPEC §1: dark mode is always on. */}
      <MantineProvider theme={theme} forceColorScheme="dark">
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="bottom-left" />
            <Suspense fallback={<FullPageLoader />}>
              <DirectionSync />
              {children}
            </Suspense>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
