import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderRoutes } from '../test/render';
import { appRoutes } from './router';

const fetchMock = vi.fn<typeof fetch>();
const config = { product_name: 'Hangar', version: '9.9.9', help_url: null, chat_widget_url: null };

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  return renderRoutes(appRoutes(queryClient), { path, queryClient });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('app routes', () => {
  it('show the home page with its way in', async () => {
    fetchMock.mockResolvedValue(Response.json(config));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
    const tryForFree = screen.getAllByRole('link', { name: /Try for free/ });
    expect(tryForFree[0]?.getAttribute('href')).toBe('/signup');
    expect(screen.getAllByTestId('app-version')[0]?.textContent).toContain('9.9.9');
  });

  it('show the not-found page for an unknown address', async () => {
    fetchMock.mockResolvedValue(Response.json(config));
    renderApp('/no/such/page');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('show the error page of the status when the config call fails', async () => {
    fetchMock.mockResolvedValue(Response.json({ detail: 'Installation removed' }, { status: 410 }));
    renderApp('/');
    expect(await screen.findByText('Resource is gone')).toBeTruthy();
    expect(screen.getByText('Reason:').parentElement?.textContent).toBe(
      'Reason: Installation removed',
    );
  });

  it("recover from a lost connection with 'Try again'", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Connection Lost')).toBeTruthy();

    fetchMock.mockResolvedValue(Response.json(config));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/take off/)).toBeTruthy();
    expect(screen.queryByText('Connection Lost')).toBeNull();
  });
});
