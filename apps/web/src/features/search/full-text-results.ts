import type { FullTextSearchResult, SearchSnippet } from '@hangar/contracts/search';
import { docAddressFinding } from '../docs/doc-find-param';
import {
  searchResultKey,
  searchTarget,
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
 * `target`, for a doc whose body matched, opening at the first place its matched word appears
 * (`?find=`); as it is for any other result.
 */
function openingAtMatch(result: FullTextSearchResult, target: SearchTarget): SearchTarget {
  if (result.kind !== 'doc' || !result.snippet || target.external) return target;
  return { ...target, to: docAddressFinding(target.to, firstHighlightedWord(result.snippet)) };
}

/**
 * An item found by a full-text search, as the lists show it; `pageOf` gives the address of
 * its page (a workspace's, or a share link's).
 */
export function foundResultOf(
  result: FullTextSearchResult,
  pageOf: (result: FullTextSearchResult) => SearchTarget,
): SearchResult {
  return {
    key: searchResultKey(result.kind, result.id),
    kind: result.kind,
    title: result.title,
    emoji: result.emoji,
    isArchived: result.is_archived,
    location: result.location.filter(Boolean),
    target: openingAtMatch(result, pageOf(result)),
    titleHighlights: result.title_highlights,
    snippet: result.snippet,
  };
}

/** What GET /search/full-text found, as the modal and the results page show it. */
export function fullTextResultOf(result: FullTextSearchResult, workspaceId: number): SearchResult {
  return foundResultOf(result, (found) => searchTarget(found.kind, workspaceId, found));
}

/** The sections of docs and logs found by their words: the modal's and a share link's. */
export const BODY_SECTIONS = [
  { kind: 'doc', label: 'In documents' },
  { kind: 'log', label: 'In logs' },
] as const satisfies readonly { kind: FullTextKind; label: string }[];

/** The results page's sections of what the server found, in the order of the title matches'. */
export const FULL_TEXT_SECTIONS = [
  { kind: 'group', label: 'Groups' },
  { kind: 'project', label: 'Projects' },
  BODY_SECTIONS[0],
  { kind: 'important_doc', label: 'Important documents' },
  BODY_SECTIONS[1],
] as const satisfies readonly { kind: FullTextKind; label: string }[];
