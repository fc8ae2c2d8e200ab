import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@hangar/domain/constants';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Theme, server-state cache and toasts, around the router. The modals provider lives inside the
 * root route instead (see RootRoute) so that modal content can use links and router hooks.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
