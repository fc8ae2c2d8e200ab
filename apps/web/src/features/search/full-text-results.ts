import type { FullTextSearchResult } from '@hangar/contracts/search';
import { docOrLogTarget, searchResultKey, type SearchResult } from './search-results';

export type FullTextKind = FullTextSearchResult['kind'];

/** A doc or log found by GET /search/full-text, as the modal and the results page show it. */
export function fullTextResultOf(result: FullTextSearchResult, workspaceId: number): SearchResult {
  return {
    key: searchResultKey(result.kind, result.id),
    kind: result.kind,
    title: result.title,
    emoji: result.emoji,
    isArchived: result.is_archived,
    location: result.location.filter(Boolean),
    target: docOrLogTarget(result.kind, workspaceId, result),
    titleHighlights: result.title_highlights,
    snippet: result.snippet,
  };
}

/** The full-text sections, after the title matches: their kind and title. */
export const FULL_TEXT_SECTIONS = [
  { kind: 'doc', label: 'In documents' },
  { kind: 'log', label: 'In logs' },
] as const satisfies readonly { kind: FullTextKind; label: string }[];
