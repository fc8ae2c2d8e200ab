import { Center, Loader } from '@mantine/core';
import { PREFETCH_IDLE_TIMEOUT_MS } from '@hangar/domain/constants';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useAppConfig } from '../features/app-config/queries';
import { useNewVersionCheck } from '../features/app-config/use-new-version-check';
import { overlaysRequested, requestOverlays, subscribeOverlaysRequest } from '../ui/overlays';
import { useAfterLoad } from '../ui/use-after-load';
import { importWhenOnline } from './chunk-reload';
import { RouteErrorPage } from './error-page/RouteErrorPage';
import { RouteProgress } from './progress/RouteProgress';
import { ReconnectingIndicator } from './ReconnectingIndicator';

const OverlaysHost = lazy(importWhenOnline(() => import('./OverlaysHost')));
const ThirdPartyHost = lazy(
  importWhenOnline(() => import('../features/third-party/components/ThirdPartyHost')),
);

/**
 * The cookie banner, tag manager and error reporting: their code loads only when configured, a
 * moment after the first page (not part of its JavaScript).
 */
function ThirdParties() {
  const config = useAppConfig();
  const afterLoad = useAfterLoad();
  if (!afterLoad || (!config?.gtm_id && !config?.sentry_dsn)) return null;
  return (
    <Suspense fallback={null}>
      <ThirdPartyHost />
    </Suspense>
  );
}

/** The toasts and modals host: once requested, or when the browser is idle after start. */
function Overlays() {
  const requested = useSyncExternalStore(subscribeOverlaysRequest, overlaysRequested);
  useEffect(() => {
    const timer = setTimeout(() => {
      // At most 2 s more: a page that is never idle (live editing) still gets its overlays.
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(requestOverlays, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      } else requestOverlays();
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
 * Wraps every page: progress bar, scroll restoration, the toasts and modals host, the configured
 * third parties, the check for a new deploy (the reload modal), and the Reconnecting indicator
 * while the API is unreachable. The host
 * sits inside the router, so modal content can use links and router hooks.
 */
export function RootRoute() {
  useNewVersionCheck();
  return (
    <>
      <RouteProgress />
      <ScrollRestoration />
      <Outlet />
      <ReconnectingIndicator />
      <Overlays />
      <ThirdParties />
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
