import type { Me } from '@hangar/contracts/account';
import { storage } from '../lib/storage';

export const TEST_ME: Me = {
  id: 1,
  email: 'ada@example.com',
  fullname: 'Ada Lovelace',
  avatar: null,
  initial: 'AL',
  pending_email_reset: false,
};

export function tokenExpiringIn(ms: number, accessToken = 'token-1') {
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
