import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { appConfigEndpoints } from '@hangar/contracts/endpoints/app-config';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '../features/auth/queries';
import { STORAGE_PREFIX } from '../lib/storage';
import { TEST_CONFIG } from '../test/fake-api';
import { currentAddress, renderApp } from '../test/render-app';
import { storeTestSession } from '../test/session';
import { testWorkspace, workspaceApi } from '../test/workspaces';

describe('the signed-out modal', () => {
  it('says another tab signed out, stays on Escape, and leads to sign-in with next', async () => {
    storeTestSession();
    const { router } = renderApp('/workspace/7/group', workspaceApi(testWorkspace()));
    await screen.findByRole('button', { name: /open the user menu/i });

    // Another tab signs out: the shared storage loses the session.
    window.localStorage.removeItem(`${STORAGE_PREFIX}auth-access`);
    window.localStorage.removeItem(`${STORAGE_PREFIX}current-user-id`);
    window.dispatchEvent(new StorageEvent('storage', { key: `${STORAGE_PREFIX}auth-access` }));

    const modal = await screen.findByRole('dialog', { name: 'You have been signed out' });
    expect(modal.textContent).toContain('You signed out in another tab or window.');
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'You have been signed out' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/account/signin?next=%2Fworkspace%2F7%2Fgroup'),
    );
  });

  it('says the session was revoked when the profile answers 401, and keeps next', async () => {
    storeTestSession();
    const api = workspaceApi(testWorkspace());
    const { router, queryClient } = renderApp('/workspace/7/settings/profile?tab=1', api);
    await screen.findByRole('button', { name: /open the user menu/i });

    // The server revoked the session: the profile (which this page shows) answers 401, and the
    // refresh is refused.
    api.on(accountEndpoints.read, { detail: 'Not authenticated' }, 401);
    await queryClient.invalidateQueries({ queryKey: meQueryKey });

    const modal = await screen.findByRole('dialog', { name: 'You have been signed out' });
    expect(modal.textContent).toContain('Your session has ended: it was revoked, or it expired.');
    expect(modal.textContent).not.toContain('another tab');
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'You have been signed out' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/workspace/7/settings/profile?tab=1');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(currentAddress(router)).toBe(
        `/account/signin?next=${encodeURIComponent('/workspace/7/settings/profile?tab=1')}`,
      ),
    );
  });
});

describe('the reload modal', () => {
  it('opens when the server reports another build, and closes on Escape', async () => {
    storeTestSession();
    const api = workspaceApi(testWorkspace());
    renderApp('/workspace/7', api);
    await screen.findByRole('button', { name: /open the user menu/i });

    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.callsTo(appConfigEndpoints.read).length).toBeGreaterThan(1));
    expect(screen.queryByRole('dialog')).toBeNull(); // Same build: nothing to say.

    api.on(appConfigEndpoints.read, { ...TEST_CONFIG, build_id: '10.0.0+next' });
    window.dispatchEvent(new Event('focus'));
    const modal = await screen.findByRole('dialog', {
      name: 'A new version of Hangar is available',
    });
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    fireEvent.keyDown(modal, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
