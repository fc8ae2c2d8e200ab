import { buildSearchIndex, searchItems } from '@hangar/domain/search';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { searchListQuery } from './queries';
import { searchResultsOf, type SearchResult } from './search-results';

export interface SearchState {
  /** The list is loading (first opening). */
  loading: boolean;
  error: unknown;
  results: SearchResult[];
  /** More results matched than `limit`. */
  truncated: boolean;
}

/**
 * Filters the workspace's search list on the client (case and accent insensitive, every word
 * of the query); the index is built once per loaded list.
 */
export function useSearch(
  workspaceId: number,
  query: string,
  { limit = Number.POSITIVE_INFINITY, refetchOnMount = false } = {},
): SearchState {
  const list = useQuery({
    ...searchListQuery(workspaceId),
    refetchOnMount: refetchOnMount ? 'always' : true,
  });
  const index = useMemo(
    () => (list.data ? buildSearchIndex(searchResultsOf(list.data, workspaceId)) : null),
    [list.data, workspaceId],
  );
  const found = useMemo(
    () => (index ? searchItems(index, query, limit + 1) : []),
    [index, query, limit],
  );
  const results = useMemo(() => found.slice(0, limit), [found, limit]);
  return {
    loading: list.isPending,
    error: list.error,
    results,
    truncated: found.length > limit,
  };
}
