import type { FullTextSearchQuery, fullTextSearchQuery } from '@hangar/contracts';
import { fullTextSearchResults, searchList } from '@hangar/contracts/search';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../api/client';

/** The parameters of GET /search/full-text once parsed: its ids and numbers are numbers. */
type ParsedFullTextQuery = z.output<typeof fullTextSearchQuery>;

/**
 * What the web asks GET /search/full-text (`fullTextSearchQuery`): the query (trimmed: trailing
 * spaces do not ask again), a kind, filters, a page. The contract's input type leaves the
 * coerced numbers `unknown`, so they come from its output. Parameters left undefined are not
 * sent, and leave the cache key as it is without them.
 */
export type FullTextParams = Pick<
  FullTextSearchQuery,
  'q' | 'kind' | 'updated_after' | 'updated_before'
> &
  Partial<Pick<ParsedFullTextQuery, 'group_id' | 'project_id' | 'author_id' | 'limit' | 'offset'>>;

export const searchKeys = {
  list: (workspaceId: number) => ['workspaces', workspaceId, 'search'] as const,
  fullText: (workspaceId: number, params: FullTextParams) =>
    ['workspaces', workspaceId, 'search', 'full-text', params] as const,
};

/**
 * GET /search: everything the user may see in the workspace, filtered on the client. The modal
 * asks again at each opening (`refetchOnMount: 'always'`), never while it stays open.
 */
export function searchListQuery(workspaceId: number) {
  return queryOptions({
    queryKey: searchKeys.list(workspaceId),
    queryFn: ({ signal }) => apiCall('/search', searchList, { signal, workspaceId }),
    refetchOnWindowFocus: false,
  });
}

/**
 * GET /search/full-text: docs and logs whose words match, best first. A request superseded by
 * the next query is cancelled (`signal`); a failure is shown at once, not retried (the next
 * keystroke asks again).
 */
export function fullTextSearchQueryOptions(workspaceId: number, params: FullTextParams) {
  return queryOptions({
    queryKey: searchKeys.fullText(workspaceId, params),
    queryFn: ({ signal }) =>
      apiCall('/search/full-text', fullTextSearchResults, {
        query: { ...params },
        signal,
        workspaceId,
      }),
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The results page's full-text results: a page of `limit` at a time, from `next_offset`. */
export function fullTextSearchPagesQueryOptions(
  workspaceId: number,
  params: Omit<FullTextParams, 'offset'>,
) {
  return infiniteQueryOptions({
    queryKey: [...searchKeys.fullText(workspaceId, params), 'pages'] as const,
    queryFn: ({ signal, pageParam }) =>
      apiCall('/search/full-text', fullTextSearchResults, {
        query: { ...params, offset: pageParam },
        signal,
        workspaceId,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
