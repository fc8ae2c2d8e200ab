import {
  fullTextSearchResults,
  searchList,
  type FullTextSearchResult,
} from '@hangar/contracts/search';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';

/** What the web asks GET /search/full-text (`fullTextSearchQuery`): the query, a kind, a page. */
export interface FullTextParams {
  /** Trimmed: trailing spaces do not ask again. */
  q: string;
  kind?: FullTextSearchResult['kind'];
  limit?: number;
  offset?: number;
}

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
