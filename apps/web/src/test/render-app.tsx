import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { appRoutes } from '../app/router';
import { installSession } from '../features/auth/install-session';
import { createFakeApi, type FakeApi } from './fake-api';
import { storeTestSession } from './session';
import { createTestQueryClient, renderRoutes } from './render';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** Keeps the shell's live channel off the network in each test of the file. */
export function withoutLiveChannel(): void {
  beforeEach(() => vi.stubGlobal('EventSource', undefined));
}

/** Starts each test of the file signed in, the shell's live channel kept off the network. */
export function signedInWithoutLiveChannel(): void {
  withoutLiveChannel();
  beforeEach(() => storeTestSession());
}

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

/** A link that opens the error page: where, over what API, and the title and reason shown. */
export interface ErrorPageCase {
  path: string;
  api?: FakeApi;
  title: string;
  reason: string;
}

/** Opens the case's address and expects its error page: the title, then 'Reason: ...'. */
export async function expectErrorPage({ path, api, title, reason }: ErrorPageCase): Promise<void> {
  renderApp(path, api);
  expect(await screen.findByText(title)).toBeTruthy();
  expect(errorReason()).toBe(`Reason: ${reason}`);
}
