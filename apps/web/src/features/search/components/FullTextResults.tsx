import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { KIND_FILTERS } from '../full-text-kind-param';
import type { FullTextKind } from '../full-text-results';
import type { FullTextPagesState } from '../use-full-text-pages';
import { SearchResultsList } from './SearchResultsList';
import { FullTextStatusLine } from './SearchStates';

interface FullTextResultsProps {
  state: FullTextPagesState;
  kind: FullTextKind | undefined;
  onKindChange: (kind: FullTextKind | undefined) => void;
}

/**
 * The results page's part for GET /search/full-text: a kind filter (All, Documents, Logs), what
 * the server found (docs and logs by their words, and by a forgiven typo or a filter groups,
 * projects and important documents too), and "Load more" while the server has more.
 */
export function FullTextResults({ state, kind, onKindChange }: FullTextResultsProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} role="heading" aria-level={2}>
          Full-text search
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Search inside"
          data={KIND_FILTERS.map(({ value, label }) => ({ value, label }))}
          value={kind ?? 'all'}
          onChange={(value) => onKindChange(value === 'doc' || value === 'log' ? value : undefined)}
        />
      </Group>
      {state.sections.length > 0 ? <SearchResultsList sections={state.sections} /> : null}
      {state.settled && !state.failed && state.sections.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing more found.
        </Text>
      ) : null}
      <FullTextStatusLine loading={state.loading} failed={state.failed} />
      {state.hasMore ? (
        <Group justify="center">
          <Button variant="light" onClick={state.loadMore} loading={state.loadingMore}>
            Load more
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
