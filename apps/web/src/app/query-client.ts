import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

const MAX_RETRIES = 2;
/**
 * While the server is unreachable or its database unavailable (503), a query keeps trying for
 * about a minute: TanStack Query waits 1, 2, 4, 8, 16 and 30 s between tries.
 */
const MAX_RETRIES_WHILE_UNAVAILABLE = 6;

/**
 * Retry what may pass on a later try (no response, 503, other server errors); never a 4xx
 * answer. Mutations are never retried: a create may have been stored before its answer was lost.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.isTemporary) return failureCount < MAX_RETRIES_WHILE_UNAVAILABLE;
  return failureCount < MAX_RETRIES && error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
