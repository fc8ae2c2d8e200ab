import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { theme } from '../app/theme';
import { overlaysMounted } from '../ui/overlays';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(() => cleanup());

// Pages load lazily, and the suite runs files side by side on few cores: `findBy*` and `waitFor`
// wait up to 10 s (not 1 s) before failing: CI once took 5.7 s to show a lazily loaded log page.
// Passing tests are not slowed down.
configure({ asyncUtilTimeout: 10_000 });

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Toasts and modals for component tests, in place of the app's lazy overlays host. */
function TestOverlays({ children }: { children: ReactNode }) {
  useEffect(() => overlaysMounted(), []);
  return (
    <>
      <Notifications />
      <ModalsProvider>{children}</ModalsProvider>
    </>
  );
}

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** False when the app's own root route renders the overlays (whole-app tests). */
  withOverlays?: boolean;
}

export function TestProviders({ queryClient, children, withOverlays = true }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        {withOverlays ? <TestOverlays>{children}</TestOverlays> : children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

interface RenderRoutesOptions {
  /** The address the memory router starts at. */
  path?: string;
  queryClient?: QueryClient;
  withOverlays?: boolean;
}

/** Renders a route tree in a memory router, inside the app's providers. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', queryClient = createTestQueryClient(), withOverlays }: RenderRoutesOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <TestProviders queryClient={queryClient} withOverlays={withOverlays}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}

/** Renders one element at `/` (with router context, for links). */
export function renderWithRouter(element: ReactElement, options: RenderRoutesOptions = {}) {
  return renderRoutes([{ path: '*', element }], options);
}

/** Renders an element inside Mantine only (no router). */
export function renderWithMantine(element: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={theme} env="test">
      {element}
    </MantineProvider>,
  );
}
