import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PREFIX } from '../../lib/storage';
import { renderRoutes } from '../../test/render';
import { BillingFormLayout } from './BillingFormLayout';
import { FormLayout } from './FormLayout';
import { GroupLayout } from './GroupLayout';
import { ProjectLayout } from './ProjectLayout';
import { setWindowWidth } from '../../test/window-width';

function renderGroupPage() {
  const page = (
    <>
      <p>Group page</p>
      <div role="menu">
        <button type="button">A menu item</button>
      </div>
    </>
  );
  return renderRoutes([{ element: <GroupLayout />, children: [{ path: '/g', element: page }] }], {
    path: '/g',
  });
}

beforeEach(() => {
  // The shell opens the live channel and asks for the config: keep both off the network.
  vi.stubGlobal('EventSource', undefined);
  vi.stubGlobal('fetch', () =>
    Promise.resolve(Response.json({ detail: 'Not here' }, { status: 404 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the main side menu', () => {
  it('is open by default on wide screens and remembers being closed', () => {
    setWindowWidth(1440);
    const { unmount } = renderGroupPage();
    expect(screen.getByText('Group page')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close main menu' }));
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}menu-opened`)).toBe('false');
    unmount();

    renderGroupPage();
    expect(screen.getByRole('button', { name: 'Open main menu' })).toBeTruthy();
  });

  it('starts closed on narrow screens and closes on a click outside it', () => {
    setWindowWidth(800);
    renderGroupPage();
    fireEvent.click(screen.getByRole('button', { name: 'Open main menu' }));
    expect(screen.getByRole('button', { name: 'Close main menu' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('main-menu-backdrop'));
    expect(screen.getByRole('button', { name: 'Open main menu' })).toBeTruthy();
    expect(screen.queryByTestId('main-menu-backdrop')).toBeNull();
  });

  it('closes with Escape on narrow screens, unless Escape closes a dropdown over it', () => {
    setWindowWidth(500);
    renderGroupPage();
    fireEvent.click(screen.getByRole('button', { name: 'Open main menu' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'A menu item' }), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Close main menu' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open main menu' })).toBeTruthy();
  });
});

describe('the project layout', () => {
  function renderProjectPage() {
    return renderRoutes(
      [
        {
          element: (
            <ProjectLayout docsPanel={<p>Docs tree</p>} projectTitle={<span>Apollo</span>} />
          ),
          children: [
            { path: '/p', element: <p>Project page</p> },
            { path: '/q', element: <p>Other page</p> },
          ],
        },
      ],
      { path: '/p' },
    );
  }

  it('keeps the docs panel closed in user-prefs on wide screens', () => {
    setWindowWidth(1440);
    const { unmount } = renderProjectPage();
    expect(screen.getByRole('complementary', { name: 'Documentation' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide documentation panel' }));
    expect(JSON.parse(window.localStorage.getItem(`${STORAGE_PREFIX}user-prefs`) ?? '{}')).toEqual({
      docsPanelOpened: false,
    });
    unmount();

    renderProjectPage();
    expect(screen.getByRole('button', { name: 'Show documentation panel' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Documentation' })).toBeNull();
  });

  it('opens the panel over the page on narrow screens, until another page opens', async () => {
    setWindowWidth(375);
    const { router } = renderProjectPage();
    fireEvent.click(screen.getByRole('button', { name: 'Show documentation panel' }));
    expect(screen.getByText('Docs tree')).toBeTruthy();
    await router.navigate('/q');
    expect(await screen.findByText('Other page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show documentation panel' })).toBeTruthy();
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}user-prefs`)).toBeNull();
  });
});

describe('form layouts', () => {
  it('close back to the previous page', async () => {
    const { router } = renderRoutes(
      [
        { path: '/before', element: <p>Before</p> },
        {
          element: <FormLayout title="Create a group" />,
          children: [{ path: '/form', element: <p>The form</p> }],
        },
      ],
      { path: '/before' },
    );
    await router.navigate('/form');
    expect(await screen.findByRole('heading', { name: 'Create a group' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Before')).toBeTruthy();
  });

  it('of billing close to the billing settings', async () => {
    const { router } = renderRoutes(
      [
        {
          element: <BillingFormLayout />,
          children: [
            {
              path: '/workspace/:wsid/settings/billing/form/seats',
              element: <p>Seats form</p>,
            },
          ],
        },
        { path: '/workspace/:wsid/settings/billing', element: <p>Billing settings</p> },
      ],
      { path: '/workspace/5/settings/billing/form/seats' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to billing' }));
    expect(await screen.findByText('Billing settings')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/5/settings/billing');
  });
});
