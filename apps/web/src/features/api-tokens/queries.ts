import type { ApiToken, CreatedApiToken } from '@hangar/contracts/api-tokens';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../auth/queries';
import { fetchApiTokens } from './api-tokens-api';

/** Under the user's key: signing out (`clearUserData`) forgets them with the rest. */
export const apiTokenKeys = {
  list: [...meQueryKey, 'api-tokens'] as const,
};

/** GET /users/me/api-tokens: never the tokens themselves, only their hints. */
export const apiTokensQuery = queryOptions({
  queryKey: apiTokenKeys.list,
  queryFn: ({ signal }) => fetchApiTokens(signal),
});

/** A token just created goes first in the list (newest first), without its clear text. */
export function addCachedApiToken(queryClient: QueryClient, created: CreatedApiToken): void {
  const { token, ...listed } = created;
  queryClient.setQueryData<ApiToken[]>(apiTokenKeys.list, (tokens) =>
    tokens ? [listed, ...tokens.filter((token) => token.id !== listed.id)] : tokens,
  );
  void queryClient.invalidateQueries({ queryKey: apiTokenKeys.list, exact: true });
}

/** A revoked token leaves the list at once. */
export function removeCachedApiToken(queryClient: QueryClient, tokenId: number): void {
  queryClient.setQueryData<ApiToken[]>(apiTokenKeys.list, (tokens) =>
    tokens?.filter((token) => token.id !== tokenId),
  );
  void queryClient.invalidateQueries({ queryKey: apiTokenKeys.list, exact: true });
}

/** Every token was revoked (a password change that asked it): the list is empty at once. */
export function clearCachedApiTokens(queryClient: QueryClient): void {
  queryClient.setQueryData<ApiToken[]>(apiTokenKeys.list, (tokens) => (tokens ? [] : tokens));
  void queryClient.invalidateQueries({ queryKey: apiTokenKeys.list, exact: true });
}
