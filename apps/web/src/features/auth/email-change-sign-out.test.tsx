import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PREFIX, storage } from '../../lib/storage';
import { currentAddress, renderApp } from '../../test/render-app';
import {
  fillSigninAndContinue,
  signinApi,
  storeTestSession,
  TEST_ME,
  tokenExpiringIn,
} from '../../test/session';
import { testWorkspace, workspaceApi } from '../../test/workspaces';
import { meQueryKey } from './queries';
import { endSession, getSession, startSession } from './session-store';

const SIGNED_OUT = 'You have been signed out';
const EMAIL_CHANGED =
  'Your e-mail address was changed. Sign in with the new one to continue where you were.';

afterEach(() => window.localStorage.clear());

/** What another tab of this browser does when it confirms an e-mail change, seen from here. */
function anotherTabConfirmsAnEmailChange(): void {
  window.localStorage.setItem(`${STORAGE_PREFIX}session-end-reason`, '"email-changed"');
  window.dispatchEvent(new StorageEvent('storage', { key: `${STORAGE_PREFIX}session-end-reason` }));
  window.localStorage.removeItem(`${STORAGE_PREFIX}auth-access`);
  window.localStorage.removeItem(`${STORAGE_PREFIX}current-user-id`);
  window.dispatchEvent(new StorageEvent('storage', { key: `${STORAGE_PREFIX}auth-access` }));
}

describe('an e-mail change confirmed in another tab of this browser', () => {
  it('the signed-out modal says the address changed, not that this user signed out', async () => {
    storeTestSession();
    const { router } = renderApp('/workspace/7/group', workspaceApi(testWorkspace()));
    await screen.findByRole('button', { name: /open the user menu/i });

    anotherTabConfirmsAnEmailChange();

    const modal = await screen.findByRole('dialog', { name: SIGNED_OUT });
    expect(modal.textContent).toContain(EMAIL_CHANGED);
    expect(modal.textContent).not.toContain('another tab');
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: SIGNED_OUT })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/account/signin?next=%2Fworkspace%2F7%2Fgroup'),
    );
  });
});

describe('signing in again in that tab', () => {
  it('shows the new address, not the profile cached before the change', async () => {
    const api = signinApi({ ...TEST_ME, email: 'ada@new.example' });
    const { queryClient } = renderApp('/account/signin?next=%2Faccount', api);
    // Left over from the session that ended in another tab, still fresh for the app's 30 s.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    queryClient.setQueryData(meQueryKey, TEST_ME);
    await screen.findByRole('heading', { name: 'Sign in to Hangar' });

    fillSigninAndContinue('ada@new.example', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Profile & security' })).toBeTruthy();
    expect(await screen.findByText('ada@new.example')).toBeTruthy();
    expect(screen.queryByText(TEST_ME.email)).toBeNull();
  });
});

describe('the reason other tabs read', () => {
  it('is written before the session is removed, and forgotten at the next sign-in', () => {
    // A storage that keeps the order of the writes: other tabs see them in that order.
    const items = new Map<string, string>();
    const writes: string[] = [];
    const recording = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        writes.push(`set ${key}`);
        items.set(key, value);
      },
      removeItem: (key: string) => {
        if (items.delete(key)) writes.push(`remove ${key}`);
      },
    };
    vi.stubGlobal('localStorage', recording);
    try {
      storeTestSession();
      endSession('email-changed');
      expect(writes.slice(-3)).toEqual([
        `set ${STORAGE_PREFIX}session-end-reason`,
        `remove ${STORAGE_PREFIX}auth-access`,
        `remove ${STORAGE_PREFIX}current-user-id`,
      ]);
      expect(getSession()).toEqual({ status: 'signed-out', endedBy: 'email-changed' });

      startSession(tokenExpiringIn(15 * 60_000), TEST_ME.id);
      expect(storage.get('session-end-reason')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is not replaced by a 401 met once the session already ended', () => {
    storeTestSession();
    endSession('email-changed');
    endSession('server');
    expect(getSession()).toEqual({ status: 'signed-out', endedBy: 'email-changed' });
  });

  it('is cleared by any other end, so a later sign-out in a tab reads as one', () => {
    storeTestSession();
    endSession('email-changed');
    startSession(tokenExpiringIn(15 * 60_000), TEST_ME.id);
    storage.set('session-end-reason', 'email-changed');
    endSession('user');
    expect(storage.get('session-end-reason')).toBeNull();
  });
});
