import { Stack, Text, TextInput } from '@mantine/core';
import { SEARCH_PROMPT_MIN_LETTERS } from '@hangar/domain/search';
import { SEARCH_RESULTS_MAX_WIDTH } from '@hangar/domain/constants';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ErrorCard } from '../../../ui/ErrorCard';
import { useWorkspaceId } from '../../workspaces/queries';
import { FullTextResults } from '../components/FullTextResults';
import { SearchResultsList } from '../components/SearchResultsList';
import {
  SearchEmptyState,
  SearchInitialState,
  SearchLoadingState,
  SearchPromptLine,
} from '../components/SearchStates';
import { KIND_PARAM, kindOfParam } from '../full-text-kind-param';
import type { FullTextKind } from '../full-text-results';
import { sectionsOf, typedLetters } from '../search-results';
import { useFullTextPages } from '../use-full-text-pages';
import { useSearch } from '../use-search';

/** At most this many results on the page (a workspace may hold thousands of items). */
const PAGE_RESULTS_LIMIT = 500;

/**
 * 'Search results' (`/workspace/{wsid}/search?q=&kind=`): every title match of the query, by
 * section, then what the server finds inside documents and logs (of the kind chosen).
 */
export function SearchResultsPage() {
  const workspaceId = useWorkspaceId();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const kind = kindOfParam(params.get(KIND_PARAM));
  const search = useSearch(workspaceId, query, { limit: PAGE_RESULTS_LIMIT });
  const fullText = useFullTextPages(workspaceId, query, kind, search.results);
  const typed = query.trim() !== '';

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  let body;
  if (!typed) body = <SearchInitialState />;
  else if (search.loading) body = <SearchLoadingState />;
  else if (search.error) body = <ErrorCard error={search.error} />;
  else if (search.results.length > 0)
    body = <SearchResultsList sections={sectionsOf(search.results)} />;
  // "No results" once the server too found nothing inside documents and logs.
  else if (fullText.settled && fullText.sections.length === 0 && !fullText.failed)
    body = <SearchEmptyState query={query} />;

  return (
    <Stack gap="md" maw={SEARCH_RESULTS_MAX_WIDTH}>
      <TextInput
        aria-label="Search"
        placeholder="Search groups, projects, docs and logs"
        leftSection={<IconSearch size={18} stroke={1.6} />}
        value={query}
        onChange={(event) => setParam('q', event.currentTarget.value)}
      />
      {typed && typedLetters(query) < SEARCH_PROMPT_MIN_LETTERS ? <SearchPromptLine /> : null}
      {typed && search.results.length > 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {search.truncated
            ? `The first ${PAGE_RESULTS_LIMIT} title matches`
            : `${search.results.length} title match${search.results.length === 1 ? '' : 'es'}`}
        </Text>
      ) : null}
      {body}
      {typed ? (
        <FullTextResults
          state={fullText}
          kind={kind}
          onKindChange={(value: FullTextKind | undefined) => setParam(KIND_PARAM, value)}
        />
      ) : null}
    </Stack>
  );
}
