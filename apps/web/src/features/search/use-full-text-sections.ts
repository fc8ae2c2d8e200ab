import { FULL_TEXT_SEARCH_MAX_LIMIT } from '@hangar/contracts/search';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BODY_SECTIONS, fullTextResultOf } from './full-text-results';
import { fullTextSearchQueryOptions } from './queries';
import type { SearchResult, SearchSection } from './search-results';

/**
 * The modal asks the server once typing pauses this long (issue 40: not at each keystroke, nor for
 * the first letter alone); the titles, matched in the browser, show at once meanwhile.
 */
export const FULL_TEXT_DEBOUNCE_MS = 150;
/** Shorter queries find too much to be worth the server's work: titles only. */
const FULL_TEXT_MIN_LENGTH = 2;
/** Each full-text section of the modal lists this many results at most. */
const MODAL_FULL_TEXT_SECTION_LIMIT = 5;

const NO_SECTIONS: SearchSection[] = [];

export interface FullTextSectionsState {
  /** "In documents" and "In logs", empty ones left out. */
  sections: SearchSection[];
  /** The server answered (or failed) for the query as typed now. */
  settled: boolean;
  /** Nothing to show yet: the first answer is on its way. */
  loading: boolean;
  /** A request failed: the title matches still show, with a short message. */
  failed: boolean;
}

/**
 * The modal's full-text sections (docs by title and body, logs by title and description), asked
 * of the server once typing pauses; the sections keep the previous
 * answer while the next one loads. Items the title matches already show (same kind and id) are
 * left out, so each kind asks for as many more as it may leave out.
 */
export function useFullTextSections(
  workspaceId: number,
  query: string,
  shown: readonly SearchResult[],
): FullTextSectionsState {
  const trimmed = query.trim();
  const typed = Array.from(trimmed).length >= FULL_TEXT_MIN_LENGTH ? trimmed : '';
  const [debounced] = useDebouncedValue(typed, FULL_TEXT_DEBOUNCE_MS);
  const shownKeys = useMemo(() => new Set(shown.map((result) => result.key)), [shown]);
  const queries = useQueries({
    queries: BODY_SECTIONS.map(({ kind }) => {
      const alreadyShown = shown.filter((result) => result.kind === kind).length;
      return {
        ...fullTextSearchQueryOptions(workspaceId, {
          q: debounced,
          kind,
          limit: Math.min(MODAL_FULL_TEXT_SECTION_LIMIT + alreadyShown, FULL_TEXT_SEARCH_MAX_LIMIT),
        }),
        enabled: debounced !== '',
        placeholderData: keepPreviousData,
      };
    }),
  });

  // The answers in BODY_SECTIONS' order.
  const [docs, logs] = queries.map((result) => result.data);
  const sections = useMemo(
    () =>
      BODY_SECTIONS.map(({ kind, label }) => ({
        key: `full-text-${kind}`,
        label,
        results: ((kind === 'doc' ? docs : logs)?.results ?? [])
          .map((result) => fullTextResultOf(result, workspaceId))
          .filter((result) => !shownKeys.has(result.key))
          .slice(0, MODAL_FULL_TEXT_SECTION_LIMIT),
      })).filter((section) => section.results.length > 0),
    [docs, logs, shownKeys, workspaceId],
  );

  const failed = queries.some((result) => result.isError);
  return {
    sections: typed === '' ? NO_SECTIONS : sections,
    settled:
      debounced === typed &&
      queries.every((result) => result.isError || (result.isSuccess && !result.isPlaceholderData)),
    loading: typed !== '' && !failed && queries.some((result) => result.data === undefined),
    failed: typed !== '' && failed,
  };
}
