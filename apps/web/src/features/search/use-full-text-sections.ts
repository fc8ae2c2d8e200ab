import { FULL_TEXT_SEARCH_MAX_LIMIT } from '@hangar/contracts/search';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { BODY_SECTIONS, fullTextResultOf } from './full-text-results';
import { fullTextSearchQueryOptions } from './queries';
import type { SearchResult, SearchSection } from './search-results';

/**
 * The modal asks the server at the first keystroke after a pause, then this long after the last
 * keystroke while the user types on (issue 19: a result within 100 ms of a keystroke).
 */
export const FULL_TEXT_DEBOUNCE_MS = 50;
/** Each full-text section of the modal lists this many results at most. */
export const MODAL_FULL_TEXT_SECTION_LIMIT = 5;

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
 * of the server at the first keystroke and once typing pauses; the sections keep the previous
 * answer while the next one loads. Items the title matches already show (same kind and id) are
 * left out, so each kind asks for as many more as it may leave out.
 */
export function useFullTextSections(
  workspaceId: number,
  query: string,
  shown: readonly SearchResult[],
): FullTextSectionsState {
  const typed = query.trim();
  const [debounced, , { cancel: endPause }] = useDebouncedValue(typed, FULL_TEXT_DEBOUNCE_MS, {
    leading: true,
  });
  // An emptied box asks nothing: the next word is a first keystroke again, asked at once.
  useEffect(() => {
    if (typed === '') endPause();
  }, [typed, endPause]);
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
