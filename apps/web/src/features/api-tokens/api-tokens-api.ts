import type { ApiToken, CreateApiTokenInput, CreatedApiToken } from '@hangar/contracts/api-tokens';
import { endpointPath } from '@hangar/contracts/endpoint';
import { apiTokenEndpoints } from '@hangar/contracts/endpoints/api-tokens';
import { apiRequest } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-call';

/*
 * The signed-in user's personal API tokens (Profile & security). These calls are about the
 * account, not a workspace: no workspace header.
 */

/** GET /users/me/api-tokens: the live tokens, newest first. */
export async function fetchApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  const list = await callEndpoint(apiTokenEndpoints.list, { signal, withoutWorkspace: true });
  return list.items;
}

/** POST /users/me/api-tokens: the answer holds the token in clear, this once. */
export function createApiToken(input: CreateApiTokenInput): Promise<CreatedApiToken> {
  return callEndpoint(apiTokenEndpoints.create, { body: input, withoutWorkspace: true });
}

/** DELETE /users/me/api-tokens/{id}: the token stops working at once (a 204, no JSON). */
export async function revokeApiToken(tokenId: number): Promise<void> {
  const { revoke } = apiTokenEndpoints;
  await apiRequest(endpointPath(revoke, { tokenId }), {
    method: revoke.method,
    withoutWorkspace: true,
  });
}
