import type { TwoFactorStatus } from '@hangar/contracts/two-factor';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../auth/queries';
import { fetchTwoFactorStatus } from './two-factor-api';

/** Under the user's key: signing out (`clearUserData`) forgets it with the rest. */
const twoFactorKey = [...meQueryKey, 'two-factor'] as const;

/** GET /users/me/two-factor */
export const twoFactorQuery = queryOptions({
  queryKey: twoFactorKey,
  queryFn: ({ signal }) => fetchTwoFactorStatus(signal),
});

export function setCachedTwoFactor(queryClient: QueryClient, status: TwoFactorStatus): void {
  queryClient.setQueryData(twoFactorKey, status);
}
