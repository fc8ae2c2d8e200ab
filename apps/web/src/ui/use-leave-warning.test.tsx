import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { LEAVE_WARNING, LEAVE_WITHOUT_ASKING, useLeaveWarning } from './use-leave-warning';

/** A form with one field: unsaved while it holds text, unless `busy`. */
function EditPage({ busy = false }: { busy?: boolean }) {
  const [name, setName] = useState('');
  const navigate = useNavigate();
  useLeaveWarning(name !== '' && !busy);
  return (
    <>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.currentTarget.value)} />
      </label>
      <Link to="/other">Other page</Link>
      <Link to="/edit?modal=logo">Same page, a modal</Link>
      <button type="button" onClick={() => void navigate('/other', { replace: true })}>
        Redirect
      </button>
      <button
        type="button"
        onClick={() => void navigate('/other', { state: LEAVE_WITHOUT_ASKING })}
      >
        Archived
      </button>
    </>
  );
}

function renderEditPage(busy = false) {
  return renderRoutes(
    [
      { path: '/edit', element: <EditPage busy={busy} /> },
      { path: '/other', element: <h1>Other page</h1> },
    ],
    { path: '/edit' },
  );
}

function type(text: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: text } });
}

/** What the browser's tab-closing question depends on: the event was cancelled. */
function closingTabIsAsked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveWarning', () => {
  it('lets a clean form go without asking', async () => {
    const { router } = renderEditPage();
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closingTabIsAsked()).toBe(false);
  });

  it("asks before leaving unsaved changes: 'Stay' keeps the page as typed", async () => {
    const { router } = renderEditPage();
    type('Apollo');
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));

    const dialog = await screen.findByRole('dialog', { name: LEAVE_WARNING.title });
    expect(dialog.textContent).toContain(LEAVE_WARNING.message);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Apollo');

    // Asked again the next time.
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByRole('dialog', { name: LEAVE_WARNING.title })).toBeTruthy();
  });

  it("'Leave' goes where the user was going", async () => {
    const { router } = renderEditPage();
    type('Apollo');
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await screen.findByRole('dialog', { name: LEAVE_WARNING.title });
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('Back asks too; Escape answers Stay', async () => {
    const { router } = renderEditPage();
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/edit'));
    type('Apollo');
    await act(() => router.navigate(-1));
    await screen.findByRole('dialog', { name: LEAVE_WARNING.title });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('asks the browser before the tab closes or reloads, while unsaved only', () => {
    const { unmount } = renderEditPage();
    type('Apollo');
    expect(closingTabIsAsked()).toBe(true);
    type('');
    expect(closingTabIsAsked()).toBe(false);
    type('Apollo');
    unmount();
    expect(closingTabIsAsked()).toBe(false);
  });

  it('does not ask while the form is being saved', async () => {
    const { router } = renderEditPage(true);
    type('Apollo');
    expect(closingTabIsAsked()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('does not ask for a modal of the same page, a redirect, or a move marked so', async () => {
    const { router } = renderEditPage();
    type('Apollo');
    fireEvent.click(screen.getByRole('link', { name: 'Same page, a modal' }));
    await waitFor(() => expect(router.state.location.search).toBe('?modal=logo'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Redirect' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate('/edit'));
    type('Apollo');
    fireEvent.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
