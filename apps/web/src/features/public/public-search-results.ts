import type { FullTextSearchResult } from '@hangar/contracts/search';
import { docAddressFinding } from '../docs/doc-find-param';
import { FULL_TEXT_SECTIONS, firstHighlightedWord } from '../search/full-text-results';
import { searchResultKey, type SearchResult, type SearchSection } from '../search/search-results';

/** Where a share link's results lead: its docs' pages, and the page listing its logs. */
export interface PublicSearchAddresses {
  docHref: (docId: number) => string;
  logsHref: string;
}

/**
 * A doc or log found through the link, as the search results list shows it: a doc opens at its
 * first matched word, a log at the project page that lists the logs.
 */
export function publicSearchResultOf(
  result: FullTextSearchResult,
  addresses: PublicSearchAddresses,
): SearchResult {
  const to =
    result.kind === 'doc'
      ? docAddressFinding(
          addresses.docHref(result.id),
          result.snippet ? firstHighlightedWord(result.snippet) : '',
        )
      : addresses.logsHref;
  return {
    key: searchResultKey(result.kind, result.id),
    kind: result.kind,
    title: result.title,
    emoji: result.emoji,
    isArchived: result.is_archived,
    location: result.location.filter(Boolean),
    target: { external: false, to },
    titleHighlights: result.title_highlights,
    snippet: result.snippet,
  };
}

/** The results under "In documents" and "In logs", empty sections left out, order kept. */
export function publicSearchSections(results: readonly SearchResult[]): SearchSection[] {
  return FULL_TEXT_SECTIONS.map(({ kind, label }) => ({
    key: kind,
    label,
    results: results.filter((result) => result.kind === kind),
  })).filter((section) => section.results.length > 0);
}
