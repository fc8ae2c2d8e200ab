import { appConfigEndpoints } from '@hangar/contracts/endpoints/app-config';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, TEST_CONFIG, type FakeApi } from '../test/fake-api';
import { createTestQueryClient, renderRoutes } from '../test/render';
import { appRoutes } from './router';

let api: FakeApi;

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  return renderRoutes(appRoutes(queryClient), { path, queryClient });
}

beforeEach(() => {
  api = createFakeApi().install();
});

afterEach(() => vi.unstubAllGlobals());

describe('app routes', () => {
  it('show the home page with its way in', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
    const tryForFree = screen.getAllByRole('link', { name: /Try for free/ });
    expect(tryForFree[0]?.getAttribute('href')).toBe('/signup');
    expect(screen.getAllByTestId('app-version')[0]?.textContent).toContain('9.9.9');
  });

  it('show the not-found page for an unknown address', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('show the error page of the status when the config call fails', async () => {
    api.on(appConfigEndpoints.read, { detail: 'Installation removed' }, 410);
    renderApp('/');
    expect(await screen.findByText('Resource is gone')).toBeTruthy();
    expect(screen.getByText('Reason:').parentElement?.textContent).toBe(
      'Reason: Installation removed',
    );
  });

  it("recover from a lost connection with 'Try again'", async () => {
    api.on(appConfigEndpoints.read, () => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo(appConfigEndpoints.read)).toHaveLength(2));
    expect(await screen.findByText('Connection Lost')).toBeTruthy();

    api.on(appConfigEndpoints.read, { ...TEST_CONFIG });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/take off/)).toBeTruthy();
    expect(screen.queryByText('Connection Lost')).toBeNull();
  });
});
