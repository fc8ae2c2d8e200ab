import type { QueryClient } from '@tanstack/react-query';
import { appConfigQuery } from '../features/app-config/queries';

/**
 * Loads what every page needs before the first render: the app config (for the version label).
 * When it fails, the root error page shows the status (410 'Resource is gone', 408
 * 'Connection Lost' with 'Try again', ...).
 */
export function createRootLoader(queryClient: QueryClient) {
  return async function rootLoader(): Promise<null> {
    // `query` with an infinite staleTime is TanStack's ensureQueryData: cached data or one
    // fetch. No retries: a lost connection shows 'Connection Lost' and its 'Try again' at once.
    await queryClient.query({ ...appConfigQuery, retry: false });
    return null;
  };
}
