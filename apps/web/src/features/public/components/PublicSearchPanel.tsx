import { Paper, Text } from '@mantine/core';
import { SearchResultsList } from '../../search/components/SearchResultsList';
import type { PublicSearchState } from '../use-public-search';
import classes from './PublicSearch.module.css';

interface PublicSearchPanelProps {
  search: PublicSearchState;
  /** The list box's id and its active option (-1: none), which the field's arrows move. */
  listbox: { id: string; active: number; setActive: (index: number) => void };
  onOpen: () => void;
}

function StatusLine({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" className={classes.status} role="status">
      {children}
    </Text>
  );
}

/** Under the search field: the results (icon, highlighted title and passage), or why none. */
export function PublicSearchPanel({ search, listbox, onOpen }: PublicSearchPanelProps) {
  let body;
  if (search.results.length > 0)
    body = <SearchResultsList sections={search.sections} listbox={listbox} onOpen={onOpen} />;
  else if (search.failed) body = <StatusLine>The search is unavailable. Try again.</StatusLine>;
  else if (search.settled) body = <StatusLine>No results</StatusLine>;
  else body = <StatusLine>Searching…</StatusLine>;
  return (
    <Paper withBorder shadow="md" radius="md" className={classes.panel} data-testid="public-search">
      {body}
    </Paper>
  );
}
