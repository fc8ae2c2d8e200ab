import type { AuthToken } from '@hangar/contracts/auth';
import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import type { Me } from '@hangar/contracts/account';
import { fireEvent, screen } from '@testing-library/react';
import { storage } from '../lib/storage';
import { createFakeApi } from './fake-api';

export const TEST_ME: Me = {
  id: 1,
  email: 'ada@example.com',
  fullname: 'Ada Lovelace',
  avatar: null,
  initial: 'AL',
  pending_email_reset: false,
};

export function tokenExpiringIn(ms: number, accessToken = 'token-1'): AuthToken {
  return {
    token_type: 'bearer',
    access_token: accessToken,
    expires_at: new Date(Date.now() + ms).toISOString(),
  };
}

/** Stores a session as sign-in would: a token valid for 15 minutes and the user id. */
export function storeTestSession(userId = TEST_ME.id, accessToken = 'token-1'): void {
  storage.set('auth-access', tokenExpiringIn(15 * 60_000, accessToken));
  storage.set('current-user-id', userId);
}

/** A fake API where signing in works and answers `me`, with no workspace yet. */
export function signinApi(me: Me = TEST_ME) {
  return createFakeApi()
    .on(authEndpoints.signIn, tokenExpiringIn(15 * 60_000, 'fresh-token'))
    .on(accountEndpoints.read, me)
    .on(workspaceEndpoints.list, []);
}

/** Fills the sign-in form and presses Continue. */
export function fillSigninAndContinue(email: string, password: string): void {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}
