import type { QueryClient } from '@tanstack/react-query';
import { appConfigQuery } from '../features/app-config/queries';
import { restoreSession } from '../features/auth/restore-session';

/**
 * Loads what every page needs before the first render: the app config (for the version label)
 * and a usable session (a silent token refresh when the stored one expired or is missing).
 * When it fails, the root error page shows the status (410 'Resource is gone', 408
 * 'Connection Lost' with 'Try again', ...).
 */
export function createRootLoader(queryClient: QueryClient) {
  return async function rootLoader(): Promise<null> {
    // `query` with an infinite staleTime is TanStack's ensureQueryData: cached data or one
    // fetch. No retries: a lost connection shows 'Connection Lost' and its 'Try again' at once.
    await Promise.all([queryClient.query({ ...appConfigQuery, retry: false }), restoreSession()]);
    return null;
  };
}
