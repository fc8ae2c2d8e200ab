import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { colorSchemeManager } from './color-scheme';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Theme (its colour scheme as chosen in the user menu, kept per browser) and server-state cache,
 * around the router. Toasts and modals are rendered by the root
 * route instead (see RootRoute and OverlaysHost) so that modal content can use links and router
 * hooks, and so that their code loads after the first page.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
