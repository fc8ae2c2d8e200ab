import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FULL_TEXT_SECTIONS, fullTextResultOf } from './full-text-results';
import { fullTextSearchPagesQueryOptions, type FullTextParams } from './queries';
import type { SearchResult, SearchSection } from './search-results';

/** The results page asks for this many full-text results at a time. */
const PAGE_FULL_TEXT_LIMIT = 20;

/** What narrows the results page's full-text search: a kind, a group, a project, an author... */
export type FullTextFilters = Omit<FullTextParams, 'q' | 'limit' | 'offset'>;

export interface FullTextPagesState {
  /** "In documents" and "In logs" (the one of the kind chosen), empty ones left out. */
  sections: SearchSection[];
  /** The server answered (or failed) for this query and these filters. */
  settled: boolean;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The results page's full-text results for `query`, narrowed by `filters`, page after page;
 * items the title matches already list (`shown`) are left out.
 */
export function useFullTextPages(
  workspaceId: number,
  query: string,
  filters: FullTextFilters,
  shown: readonly SearchResult[],
): FullTextPagesState {
  const q = query.trim();
  const pages = useInfiniteQuery({
    ...fullTextSearchPagesQueryOptions(workspaceId, { ...filters, q, limit: PAGE_FULL_TEXT_LIMIT }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const { data } = pages;
  const sections = useMemo(() => {
    const shownKeys = new Set(shown.map((result) => result.key));
    const found = (data?.pages ?? [])
      .flatMap((page) => page.results)
      .map((result) => fullTextResultOf(result, workspaceId))
      .filter((result) => !shownKeys.has(result.key));
    return FULL_TEXT_SECTIONS.map(({ kind: sectionKind, label }) => ({
      key: `full-text-${sectionKind}`,
      label,
      results: found.filter((result) => result.kind === sectionKind),
    })).filter((section) => section.results.length > 0);
  }, [data, shown, workspaceId]);
  return {
    sections: q === '' ? [] : sections,
    settled: pages.isError || (pages.isSuccess && !pages.isPlaceholderData),
    loading: q !== '' && pages.isPending && pages.fetchStatus === 'fetching',
    failed: q !== '' && pages.isError,
    hasMore: pages.hasNextPage && !pages.isPlaceholderData,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
  };
}
