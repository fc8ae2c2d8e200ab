import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The query options of a read whose cache key and fetch take the same arguments: `key(...args)`
 * holds what `fetch(...args, signal)` answers, e.g. `keyedQuery(groupKeys.detail, fetchGroup)`.
 */
export function keyedQuery<Args extends unknown[], Key extends QueryKey, Data>(
  key: (...args: Args) => Key,
  fetch: (...args: [...Args, AbortSignal]) => Promise<Data>,
) {
  return (...args: Args) =>
    queryOptions({ queryKey: key(...args), queryFn: ({ signal }) => fetch(...args, signal) });
}

/**
 * Reloads (those on screen) the reads under `key(...args)`, e.g.
 * `keyedInvalidation(groupKeys.all)(queryClient, workspaceId)`.
 */
export function keyedInvalidation<Args extends unknown[]>(key: (...args: Args) => QueryKey) {
  return (queryClient: QueryClient, ...args: Args): Promise<void> =>
    queryClient.invalidateQueries({ queryKey: key(...args) });
}
