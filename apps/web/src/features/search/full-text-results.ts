import type { FullTextSearchResult, SearchSnippet } from '@hangar/contracts/search';
import { docAddressFinding } from '../docs/doc-find-param';
import {
  docOrLogTarget,
  searchResultKey,
  type SearchResult,
  type SearchTarget,
} from './search-results';

export type FullTextKind = FullTextSearchResult['kind'];

/** The first word the snippet highlights (what matched, a corrected typo perhaps); '' if none. */
export function firstHighlightedWord(snippet: SearchSnippet): string {
  const first = snippet.highlights[0];
  return first ? snippet.text.slice(first[0], first[1]).trim() : '';
}

/**
 * Where a result leads: a doc whose body matched opens at the first place its matched word
 * appears (`?find=`); any other result at its page.
 */
function fullTextTarget(result: FullTextSearchResult, workspaceId: number): SearchTarget {
  const target = docOrLogTarget(result.kind, workspaceId, result);
  if (result.kind !== 'doc' || !result.snippet || target.external) return target;
  return { ...target, to: docAddressFinding(target.to, firstHighlightedWord(result.snippet)) };
}

/** A doc or log found by GET /search/full-text, as the modal and the results page show it. */
export function fullTextResultOf(result: FullTextSearchResult, workspaceId: number): SearchResult {
  return {
    key: searchResultKey(result.kind, result.id),
    kind: result.kind,
    title: result.title,
    emoji: result.emoji,
    isArchived: result.is_archived,
    location: result.location.filter(Boolean),
    target: fullTextTarget(result, workspaceId),
    titleHighlights: result.title_highlights,
    snippet: result.snippet,
  };
}

/** The full-text sections, after the title matches: their kind and title. */
export const FULL_TEXT_SECTIONS = [
  { kind: 'doc', label: 'In documents' },
  { kind: 'log', label: 'In logs' },
] as const satisfies readonly { kind: FullTextKind; label: string }[];
