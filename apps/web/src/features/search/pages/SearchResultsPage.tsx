import { Stack, Text, TextInput } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { SEARCH_PROMPT_MIN_LETTERS } from '@hangar/domain/search';
import { SEARCH_RESULTS_MAX_WIDTH } from '@hangar/domain/constants';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorCard } from '../../../ui/ErrorCard';
import { useWorkspaceId } from '../../workspaces/queries';
import { SearchResultsList } from '../components/SearchResultsList';
import {
  SearchEmptyState,
  SearchInitialState,
  SearchLoadingState,
  SearchPromptLine,
} from '../components/SearchStates';
import { typedLetters } from '../search-results';
import { useSearch } from '../use-search';

/** At most this many results on the page (a workspace may hold thousands of items). */
const PAGE_RESULTS_LIMIT = 500;

/** 'Search results' (`/workspace/{wsid}/search?q=`): every result of the query, by section. */
export function SearchResultsPage() {
  const workspaceId = useWorkspaceId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.get('q') ?? '';
  const search = useSearch(workspaceId, query, { limit: PAGE_RESULTS_LIMIT });
  const typed = query.trim() !== '';

  let body;
  if (!typed) body = <SearchInitialState />;
  else if (search.loading) body = <SearchLoadingState />;
  else if (search.error) body = <ErrorCard error={search.error} />;
  else if (search.results.length === 0) body = <SearchEmptyState query={query} />;
  else body = <SearchResultsList results={search.results} />;

  return (
    <Stack gap="md" maw={SEARCH_RESULTS_MAX_WIDTH}>
      <TextInput
        aria-label="Search"
        placeholder="Search groups, projects, docs and logs"
        leftSection={<IconSearch size={18} stroke={1.6} />}
        value={query}
        onChange={(event) =>
          void navigate(routes.search(workspaceId, event.currentTarget.value || undefined), {
            replace: true,
          })
        }
      />
      {typed && typedLetters(query) < SEARCH_PROMPT_MIN_LETTERS ? <SearchPromptLine /> : null}
      {typed && search.results.length > 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {search.truncated
            ? `The first ${PAGE_RESULTS_LIMIT} results`
            : `${search.results.length} result${search.results.length === 1 ? '' : 's'}`}
        </Text>
      ) : null}
      {body}
    </Stack>
  );
}
