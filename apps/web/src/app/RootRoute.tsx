import { Center, Loader } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteErrorPage } from './error-page/RouteErrorPage';
import { RouteProgress } from './progress/RouteProgress';

/** Wraps every page: progress bar, modals, scroll restoration. */
export function RootRoute() {
  return (
    <ModalsProvider modalProps={{ centered: true, size: MODAL_WIDTH.default }}>
      <RouteProgress />
      <ScrollRestoration />
      <Outlet />
    </ModalsProvider>
  );
}

/** The root's error element: the root loader failed (no config), so no page could render. */
export function RootErrorPage() {
  return (
    <>
      <RouteProgress />
      <RouteErrorPage />
    </>
  );
}

/** Shown while the first route loads. */
export function AppLoading() {
  return (
    <Center h="100dvh" aria-busy="true" aria-label="Loading Hangar">
      <Loader size="md" type="dots" />
    </Center>
  );
}
