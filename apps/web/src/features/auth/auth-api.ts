import type { Me } from '@hangar/contracts/account';
import { endpointPath } from '@hangar/contracts/endpoint';
import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import type { TwoFactorRequired } from '@hangar/contracts/two-factor';
import { apiCall, apiRequest } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-call';
import { startSession } from './session-store';
import { readStoredToken, type StoredToken } from './token';

/**
 * Signs in with a token just received (sign-in, sign-up): loads the profile with it, then keeps
 * both and announces the sign-in. Nothing is stored when the profile cannot be loaded.
 */
export async function beginSession(token: StoredToken): Promise<Me> {
  const profile = await callEndpoint(accountEndpoints.read, {
    accessToken: token.access_token,
    withoutWorkspace: true,
  });
  startSession(token, profile.id);
  return profile;
}

/** Thrown by signIn whatever went wrong: the user sees one generic message (SPEC.md 4, 8). */
class SigninFailedError extends Error {
  constructor(cause: unknown) {
    super('Sign-in failed', { cause });
    this.name = 'SigninFailedError';
  }
}

export interface Credentials {
  username: string;
  password: string;
}

/** A sign-in's outcome: signed in, or the second step (two-factor) it needs first. */
export type SigninResult = { profile: Me } | { twoFactor: TwoFactorRequired['two_factor'] };

/** Sign-in (SPEC.md section 4): get the token, then load the profile, then emit the event. */
export async function signIn(credentials: Credentials): Promise<SigninResult> {
  const signin = authEndpoints.signIn;
  try {
    // The endpoint takes form fields: the typed client would send its body as JSON, so the
    // URLSearchParams go through apiCall, which sends them as they are.
    const answer = await apiCall(endpointPath(signin, {}), signin.response, {
      method: signin.method,
      body: new URLSearchParams({ ...credentials }),
      accessToken: null,
      withCookies: true,
      withoutWorkspace: true,
    });
    if ('two_factor' in answer) return { twoFactor: answer.two_factor };
    return { profile: await beginSession(answer) };
  } catch (error) {
    throw new SigninFailedError(error);
  }
}

/** Ends the session on the server (revokes it, clears the cookie). Never throws. */
export async function revokeSession(): Promise<void> {
  const token = readStoredToken();
  const { signOut } = authEndpoints;
  // Answers 204: no JSON for the typed client to check.
  await apiRequest(endpointPath(signOut, {}), {
    method: signOut.method,
    accessToken: token?.access_token ?? null,
    withCookies: true,
    withoutWorkspace: true,
  }).catch(() => undefined);
}
