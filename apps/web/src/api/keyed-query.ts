import { queryOptions, type QueryKey } from '@tanstack/react-query';

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
