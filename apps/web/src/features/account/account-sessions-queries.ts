import type { AccountSession } from '@hangar/contracts/account-sessions';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../auth/queries';
import { fetchAccountSessions } from './account-sessions-api';

/** Under the user's key: signing out (`clearUserData`) forgets them with the rest. */
export const accountSessionKeys = {
  list: [...meQueryKey, 'sessions'] as const,
};

/** GET /users/me/sessions */
export const accountSessionsQuery = queryOptions({
  queryKey: accountSessionKeys.list,
  queryFn: ({ signal }) => fetchAccountSessions(signal),
});

/** Keeps the devices `keep` says, at once, then asks the server again. */
export function keepCachedSessions(
  queryClient: QueryClient,
  keep: (session: AccountSession) => boolean,
): void {
  queryClient.setQueryData<AccountSession[]>(accountSessionKeys.list, (sessions) =>
    sessions?.filter(keep),
  );
  void queryClient.invalidateQueries({ queryKey: accountSessionKeys.list, exact: true });
}
