import type {
  AccountSession,
  SignOutEverywhereInput,
  SignOutEverywhereResult,
} from '@hangar/contracts/account-sessions';
import { endpointPath } from '@hangar/contracts/endpoint';
import { accountSessionEndpoints } from '@hangar/contracts/endpoints/account-sessions';
import { apiRequest } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-call';

/*
 * The signed-in user's devices (Profile & security): about the account, not a workspace, so
 * no workspace header.
 */

/** GET /users/me/sessions: the sessions in use, newest first, this one flagged. */
export async function fetchAccountSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const list = await callEndpoint(accountSessionEndpoints.list, { signal, withoutWorkspace: true });
  return list.items;
}

/** DELETE /users/me/sessions/{id}: that device is signed out at once (a 204, no JSON). */
export async function endAccountSession(sessionId: number): Promise<void> {
  const { end } = accountSessionEndpoints;
  await apiRequest(endpointPath(end, { sessionId }), {
    method: end.method,
    withoutWorkspace: true,
  });
}

/** Every device but this one is signed out; the API tokens too when asked. */
export function signOutEverywhere(input: SignOutEverywhereInput): Promise<SignOutEverywhereResult> {
  return callEndpoint(accountSessionEndpoints.signOutEverywhere, {
    body: input,
    withoutWorkspace: true,
  });
}
