import {
  apiTokenList,
  createdApiToken,
  type ApiToken,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@hangar/contracts/api-tokens';
import { apiCall, apiRequest } from '../../api/client';

/*
 * The signed-in user's personal API tokens (Profile & security). These calls are about the
 * account, not a workspace: no workspace header.
 */

/** GET /users/me/api-tokens: the live tokens, newest first. */
export async function fetchApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  const list = await apiCall('/users/me/api-tokens', apiTokenList, {
    signal,
    withoutWorkspace: true,
  });
  return list.items;
}

/** POST /users/me/api-tokens: the answer holds the token in clear, this once. */
export function createApiToken(input: CreateApiTokenInput): Promise<CreatedApiToken> {
  return apiCall('/users/me/api-tokens', createdApiToken, {
    method: 'POST',
    body: input,
    withoutWorkspace: true,
  });
}

/** DELETE /users/me/api-tokens/{id}: the token stops working at once. */
export async function revokeApiToken(tokenId: number): Promise<void> {
  await apiRequest(`/users/me/api-tokens/${tokenId}`, {
    method: 'DELETE',
    withoutWorkspace: true,
  });
}
