import type { FullTextSearchQuery, fullTextSearchQuery } from '@hangar/contracts';
import { searchEndpoints } from '@hangar/contracts/endpoints/search';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../api/endpoint-call';

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

/** The parameters as the query string carries them: its numbers as text. */
function fullTextQuery(params: FullTextParams): z.input<typeof fullTextSearchQuery> {
  const { group_id, project_id, author_id, limit, offset, ...words } = params;
  return {
    ...words,
    group_id: group_id?.toString(),
    project_id: project_id?.toString(),
    author_id: author_id?.toString(),
    limit: limit?.toString(),
    offset: offset?.toString(),
  };
}

const searchKeys = {
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
    queryFn: ({ signal }) => callEndpoint(searchEndpoints.list, { signal, workspaceId }),
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
      callEndpoint(searchEndpoints.fullText, {
        query: fullTextQuery(params),
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
      callEndpoint(searchEndpoints.fullText, {
        query: fullTextQuery({ ...params, offset: pageParam }),
        signal,
        workspaceId,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
