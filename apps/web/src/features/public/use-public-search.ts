import { routes } from '@hangar/contracts/routes';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { typedLetters, type SearchResult, type SearchSection } from '../search/search-results';
import { publicSearchQuery } from './queries';
import { publicSearchResultOf, publicSearchSections } from './public-search-results';
import { usePublicLink } from './use-public-link';

/** The link's search asks the server this long after the last keystroke. */
const PUBLIC_SEARCH_DEBOUNCE_MS = 150;
/** Fewer letters than this ask nothing. */
const PUBLIC_SEARCH_MIN_LETTERS = 2;
/** The panel lists this many results at most. */
const PUBLIC_SEARCH_LIMIT = 10;

export interface PublicSearchState {
  /** Enough letters are typed: the panel has something to say. */
  searching: boolean;
  /** "In documents" and "In logs", empty ones left out. */
  sections: SearchSection[];
  /** The sections' results in the order shown: the arrows move through them. */
  results: SearchResult[];
  /** The server answered for the query as typed now. */
  settled: boolean;
  /** Nothing to show yet: the first answer is on its way. */
  loading: boolean;
  failed: boolean;
}

/**
 * The share link's search (GET /public/{token}/search/full-text) once typing pauses: the docs
 * and logs the link shows, by title and body. The previous answer stays while the next loads;
 * a superseded request is cancelled.
 */
export function usePublicSearch(typed: string): PublicSearchState {
  const { token, project, docHref } = usePublicLink();
  const query = typed.trim();
  const [debounced] = useDebouncedValue(query, PUBLIC_SEARCH_DEBOUNCE_MS);
  const searching = typedLetters(query) >= PUBLIC_SEARCH_MIN_LETTERS;
  const answer = useQuery({
    ...publicSearchQuery(token, { q: debounced, limit: PUBLIC_SEARCH_LIMIT }),
    enabled: typedLetters(debounced) >= PUBLIC_SEARCH_MIN_LETTERS,
    placeholderData: keepPreviousData,
  });
  const logsHref = routes.publicProject(project?.id ?? 0, token);
  // A few results: mapped again at each render, cheaply.
  const sections = searching
    ? publicSearchSections(
        (answer.data?.results ?? []).map((result) =>
          publicSearchResultOf(result, { docHref, logsHref }),
        ),
      )
    : [];
  return {
    searching,
    sections,
    results: sections.flatMap((section) => section.results),
    settled: debounced === query && answer.isSuccess && !answer.isPlaceholderData,
    loading: searching && !answer.isError && answer.data === undefined,
    failed: searching && answer.isError,
  };
}
