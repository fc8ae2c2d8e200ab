import { Stack, Text, TextInput } from '@mantine/core';
import { SEARCH_PROMPT_MIN_LETTERS } from '@hangar/domain/search';
import { SEARCH_RESULTS_MAX_WIDTH } from '@hangar/domain/constants';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ErrorCard } from '../../../ui/ErrorCard';
import { replaceSearchParams } from '../../../ui/replace-search-params';
import { useWorkspaceId } from '../../workspaces/queries';
import { FullTextResults } from '../components/FullTextResults';
import { SearchFilterSelects } from '../components/SearchFilterSelects';
import { SearchResultsList } from '../components/SearchResultsList';
import {
  SearchEmptyState,
  SearchInitialState,
  SearchLoadingState,
  SearchPromptLine,
} from '../components/SearchStates';
import { KIND_PARAM, kindOfParam } from '../full-text-kind-param';
import type { FullTextKind } from '../full-text-results';
import { hasSearchFilters, searchFiltersOf } from '../search-filter-params';
import { sectionsOf, typedLetters, type SearchResult } from '../search-results';
import { useFullTextPages } from '../use-full-text-pages';
import { useSearch } from '../use-search';
import { useUpdatedAfter } from '../use-updated-after';

/** At most this many results on the page (a workspace may hold thousands of items). */
const PAGE_RESULTS_LIMIT = 500;

/** Shown in place of the title matches while a filter is set (the same array every render). */
const NO_TITLE_MATCHES: readonly SearchResult[] = [];

/**
 * 'Search results' (`/workspace/{wsid}/search?q=&kind=&group=&project=&author=&edited=`): every
 * title match of the query, by section, then what the server finds inside documents and logs (of
 * the kind chosen). With a group, project, author or period chosen, only the server's results
 * show: the title matches, found on the client, cannot tell who wrote what or when.
 */
export function SearchResultsPage() {
  const workspaceId = useWorkspaceId();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const kind = kindOfParam(params.get(KIND_PARAM));
  const filters = searchFiltersOf(params);
  const filtered = hasSearchFilters(filters);
  const updatedAfter = useUpdatedAfter(filters.edited);
  const search = useSearch(workspaceId, query, { limit: PAGE_RESULTS_LIMIT });
  const titleMatches = filtered ? NO_TITLE_MATCHES : search.results;
  const fullText = useFullTextPages(
    workspaceId,
    query,
    {
      kind,
      group_id: filters.group,
      project_id: filters.project,
      author_id: filters.author,
      updated_after: updatedAfter,
    },
    titleMatches,
  );
  const typed = query.trim() !== '';

  /** Sets parameters of the address (an empty value removes one), in place of this entry. */
  const changeParams = (changes: Record<string, string | undefined>) =>
    replaceSearchParams(setParams, changes);

  let body;
  if (!typed) body = <SearchInitialState />;
  else if (!filtered && search.loading) body = <SearchLoadingState />;
  else if (!filtered && search.error) body = <ErrorCard error={search.error} />;
  else if (titleMatches.length > 0)
    body = <SearchResultsList sections={sectionsOf(titleMatches)} />;
  // "No results" once the server too found nothing inside documents and logs.
  else if (fullText.settled && fullText.sections.length === 0 && !fullText.failed)
    body = <SearchEmptyState query={query} filtered={filtered} />;

  return (
    <Stack gap="md" maw={SEARCH_RESULTS_MAX_WIDTH}>
      <TextInput
        aria-label="Search"
        placeholder="Search groups, projects, docs and logs"
        leftSection={<IconSearch size={18} stroke={1.6} />}
        value={query}
        onChange={(event) => changeParams({ q: event.currentTarget.value })}
      />
      <SearchFilterSelects workspaceId={workspaceId} filters={filters} onChange={changeParams} />
      {typed && typedLetters(query) < SEARCH_PROMPT_MIN_LETTERS ? <SearchPromptLine /> : null}
      {typed && titleMatches.length > 0 ? (
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
          onKindChange={(value: FullTextKind | undefined) => changeParams({ [KIND_PARAM]: value })}
        />
      ) : null}
    </Stack>
  );
}
