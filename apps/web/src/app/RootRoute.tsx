import { Center, Loader } from '@mantine/core';
import { PREFETCH_IDLE_TIMEOUT_MS } from '@hangar/domain/constants';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { overlaysRequested, requestOverlays, subscribeOverlaysRequest } from '../ui/overlays';
import { RouteErrorPage } from './error-page/RouteErrorPage';
import { RouteProgress } from './progress/RouteProgress';

const OverlaysHost = lazy(() => import('./OverlaysHost'));

/** The toasts and modals host: once requested, or when the browser is idle after start. */
function Overlays() {
  const requested = useSyncExternalStore(subscribeOverlaysRequest, overlaysRequested);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(requestOverlays);
      else requestOverlays();
    }, PREFETCH_IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <OverlaysHost />
    </Suspense>
  );
}

/**
 * Wraps every page: progress bar, scroll restoration, and the toasts and modals host. The host
 * sits inside the router, so modal content can use links and router hooks.
 */
export function RootRoute() {
  return (
    <>
      <RouteProgress />
      <ScrollRestoration />
      <Outlet />
      <Overlays />
    </>
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
