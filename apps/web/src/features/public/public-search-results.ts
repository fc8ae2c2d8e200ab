import type { FullTextSearchResult } from '@hangar/contracts/search';
import { BODY_SECTIONS, foundResultOf } from '../search/full-text-results';
import type { SearchResult, SearchSection } from '../search/search-results';

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
  return foundResultOf(result, (found) => ({
    external: false,
    to: found.kind === 'doc' ? addresses.docHref(found.id) : addresses.logsHref,
  }));
}

/** The results under "In documents" and "In logs", empty sections left out, order kept. */
export function publicSearchSections(results: readonly SearchResult[]): SearchSection[] {
  return BODY_SECTIONS.map(({ kind, label }) => ({
    key: kind,
    label,
    results: results.filter((result) => result.kind === kind),
  })).filter((section) => section.results.length > 0);
}
