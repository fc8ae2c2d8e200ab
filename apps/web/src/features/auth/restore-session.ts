import { storage } from '../../lib/storage';
import { beginSession } from './auth-api';
import { endSession } from './session-store';
import { readStoredToken } from './token';
import { accessTokenForRequest, refreshAccessToken, wasRefreshRefused } from './token-refresh';

/** The one refresh tried without a stored session, shared by every loader that waits for it. */
let attemptWithoutSession: Promise<void> | null = null;

async function refreshWithoutSession(): Promise<void> {
  const fresh = await refreshAccessToken();
  if (fresh) await beginSession(fresh);
}

/**
 * Makes the stored session usable before the first page loads, silently:
 * - a stored session whose token expired is refreshed; when the server refuses, it is forgotten
 *   (nobody is typing yet, so there is nothing to keep);
 * - with no session stored, one refresh is tried per page load: the refresh cookie may still be
 *   there (storage cleared, another browser profile synced), and the profile gives the user id.
 * Never throws: a failure leaves the user anonymous.
 */
export async function restoreSession(): Promise<void> {
  try {
    if (readStoredToken() && storage.get('current-user-id') !== null) {
      if (!(await accessTokenForRequest()) && wasRefreshRefused()) endSession('server');
      return;
    }
    attemptWithoutSession ??= refreshWithoutSession();
    await attemptWithoutSession;
  } catch {
    // Anonymous, then: the pages that need a user send them to sign-in.
  }
}
