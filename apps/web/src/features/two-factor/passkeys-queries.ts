import { queryOptions } from '@tanstack/react-query';
import { meQueryKey } from '../auth/queries';
import { fetchPasskeys } from './passkeys-api';

/** Under the user's key: signing out (`clearUserData`) forgets them with the rest. */
export const passkeysKey = [...meQueryKey, 'passkeys'] as const;

/** GET /users/me/two-factor/passkeys */
export const passkeysQuery = queryOptions({
  queryKey: passkeysKey,
  queryFn: ({ signal }) => fetchPasskeys(signal),
});
