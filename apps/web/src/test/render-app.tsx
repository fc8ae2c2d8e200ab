import { screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { appRoutes } from '../app/router';
import { installSession } from '../features/auth/install-session';
import { createFakeApi, type FakeApi } from './fake-api';
import { createTestQueryClient, renderRoutes } from './render';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/**
 * Renders the whole app (route tree, guards, lazy pages) at `path`, over a fake API that the
 * test configures first. The session is plugged in as main.tsx does.
 */
export function renderApp(path: string, api: FakeApi = createFakeApi()) {
  api.install();
  installSession();
  const queryClient = createTestQueryClient();
  const rendered = renderRoutes(appRoutes(queryClient), { path, queryClient, withOverlays: false });
  return { ...rendered, api, queryClient };
}

/** The address the app is at now, as the browser would show it. */
export function currentAddress(router: {
  state: { location: { pathname: string; search: string } };
}) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** The 'Reason: ...' line of the error page. */
export function errorReason(): string | null | undefined {
  return screen.getByText('Reason:').parentElement?.textContent;
}
