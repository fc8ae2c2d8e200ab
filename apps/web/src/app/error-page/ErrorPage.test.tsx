import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { data } from 'react-router';
import { renderRoutes, renderWithRouter } from '../../test/render';
import { ErrorPage } from './ErrorPage';
import { RouteErrorPage } from './RouteErrorPage';

function heading(): string {
  return screen.getByRole('heading', { level: 1 }).textContent ?? '';
}

describe('ErrorPage', () => {
  it.each([
    [404, "Something's missing", 'The page you requested could not be found.'],
    [
      403,
      'Not enough privileges',
      'The resource you tried to access requires more privileges. Contact the workspace owner for more information.',
    ],
    [
      410,
      'Resource is gone',
      'The resource you tried to access does not exist anymore. Either it or its containing workspace has been deleted.',
    ],
    [
      408,
      'Connection Lost',
      'Could not connect to the product. You may have lost your internet access or the app is unavailable.',
    ],
    [500, "Something's wrong", 'An unknown error has occured.'],
    [null, "Something's wrong", 'An unknown error has occured.'],
  ])('for status %s reads "%s"', (status, title, text) => {
    renderWithRouter(<ErrorPage status={status} />);
    expect(heading()).toBe(title);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("shows the server's detail as the reason", () => {
    renderWithRouter(<ErrorPage status={410} reason="The workspace was deleted yesterday." />);
    const reason = screen.getByText('Reason:').parentElement;
    expect(reason?.textContent).toBe('Reason: The workspace was deleted yesterday.');
  });

  it("leads a signed-out visitor 'Back to Homepage', to sign-in", () => {
    renderWithRouter(<ErrorPage status={404} />);
    const back = screen.getByRole('link', { name: 'Back to Homepage' });
    expect(back.getAttribute('href')).toBe('/account/signin');
  });

  it.each([408, 503, null])("offers 'Try again' when a retry may pass (status %s)", (status) => {
    const retry = vi.fn();
    renderWithRouter(<ErrorPage status={status} onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it.each([403, 404, 410, 500])("offers no 'Try again' for a %s answer", (status) => {
    renderWithRouter(<ErrorPage status={status} onRetry={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("offers 'Try again' when a route throws something that is not an answer", async () => {
    // The page logs such errors as bugs: keep the test's output quiet.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    let calls = 0;
    renderRoutes([
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        loader: () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to read the answer');
          return null;
        },
        element: <p>Group</p>,
        HydrateFallback: () => null,
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Group')).toBeTruthy();
  });

  it('is what a route shows when its loader answers 404 with a detail', async () => {
    renderRoutes([
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        loader: () => {
          throw data({ detail: 'Missing group id' }, { status: 404 });
        },
        element: <p>Group</p>,
        HydrateFallback: () => null,
      },
    ]);
    expect(await screen.findByText("Something's missing")).toBeTruthy();
    expect(screen.getByText('Reason:').parentElement?.textContent).toBe('Reason: Missing group id');
  });
});
