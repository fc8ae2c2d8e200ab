import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { isApiError } from '../../api/api-error';
import { callEndpoint } from '../../api/endpoint-call';
import { replaceSessionToken } from './session-store';
import { isTokenExpired, readStoredToken, type StoredToken } from './token';

/** The Web Lock every tab takes to refresh: one refresh at a time across the browser. */
export const REFRESH_LOCK_NAME = 'hangar:token-refresh';

let refreshInFlight: Promise<StoredToken | null> | null = null;
/** The expired token whose refresh the server refused: no use asking again for it. */
let refusedToken: string | null = null;

/** Runs `task` holding the refresh lock when the browser has Web Locks, else right away. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return task();
  // The lock holds until the task's promise settles; its result comes out unwrapped.
  return locks.request(REFRESH_LOCK_NAME, task).then((result) => result);
}

async function refreshHoldingLock(): Promise<StoredToken | null> {
  // Another tab may have refreshed while we waited for the lock: its token is ours too. Asking
  // again would present a cookie that was already rotated, which ends the whole session.
  const stored = readStoredToken();
  if (stored && !isTokenExpired(stored)) return stored;
  try {
    const token = await callEndpoint(authEndpoints.refresh, {
      accessToken: null,
      withCookies: true,
      withoutWorkspace: true,
    });
    refusedToken = null;
    replaceSessionToken(token);
    return token;
  } catch (error) {
    // A failed refresh is ignored silently (SPEC.md section 4): the call goes out anonymous.
    if (isApiError(error) && !error.isTemporary) refusedToken = stored?.access_token ?? '';
    return null;
  }
}

/**
 * Gets a new access token with the refresh cookie. One refresh at a time: callers in this tab
 * share the request in flight, and other tabs wait for the lock. Resolves to null on failure.
 */
export function refreshAccessToken(): Promise<StoredToken | null> {
  refreshInFlight ??= withRefreshLock(refreshHoldingLock).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** True when the last refresh was refused by the server (not merely unreachable). */
export function wasRefreshRefused(): boolean {
  return refusedToken !== null;
}

/**
 * The bearer token for the next call (the API client's provider): the stored one while it is
 * valid, a refreshed one when it expired, or null for anonymous calls once the server refused
 * the refresh. While the server cannot answer (no response, 503), the expired one: the call then
 * fails the same way instead of a 401 that would end the session.
 */
export async function accessTokenForRequest(): Promise<string | null> {
  const stored = readStoredToken();
  if (!stored) return null;
  if (!isTokenExpired(stored)) return stored.access_token;
  if (stored.access_token === refusedToken) return null;
  const fresh = await refreshAccessToken();
  if (fresh) return fresh.access_token;
  return stored.access_token === refusedToken ? null : stored.access_token;
}
