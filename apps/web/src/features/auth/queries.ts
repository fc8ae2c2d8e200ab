import type { Me } from '@hangar/contracts/account';
import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../api/endpoint-call';

export const meQueryKey = ['users', 'me'] as const;

/** The signed-in user's profile (GET /users/me). */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => callEndpoint(accountEndpoints.read, { signal, withoutWorkspace: true }),
});

export function setCachedMe(queryClient: QueryClient, profile: Me): void {
  queryClient.setQueryData(meQueryKey, profile);
}

/** Forgets everything cached about the previous user; the app config stays. */
export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'app-config' });
}
