import { Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { SEARCH_PROMPT_MIN_LETTERS } from '@hangar/domain/search';
import { IconAlertTriangle, IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './Search.module.css';

/** The prompt: it asks for three letters, though results come from the first one. */
const SEARCH_PROMPT = `Type at least ${SEARCH_PROMPT_MIN_LETTERS} letters to search`;

function State({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap={6} ta="center" className={classes.state} data-search-state>
      <ThemeIcon size={44} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {children ? (
        <Text size="sm" c="dimmed" maw={420}>
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Nothing typed yet. */
export function SearchInitialState() {
  return (
    <State icon={<IconSearch size={22} stroke={1.6} />} title="Search your workspace">
      {SEARCH_PROMPT}: groups, projects, documentations, important documents and logs by their
      titles, and the words inside documents and logs.
    </State>
  );
}

/** Typed, nothing matches (with the results page's filters, if `filtered`). */
export function SearchEmptyState({
  query,
  filtered = false,
}: {
  query: string;
  filtered?: boolean;
}) {
  return (
    <State icon={<IconMoodEmpty size={22} stroke={1.6} />} title="No results">
      {filtered
        ? `Nothing matches “${query.trim()}” with these filters. Try other words or fewer filters.`
        : `Nothing matches “${query.trim()}”. Check the spelling or try other words.`}
    </State>
  );
}

export function SearchLoadingState() {
  return (
    <Stack align="center" className={classes.state}>
      <Loader size="sm" aria-label="Loading" />
    </Stack>
  );
}

/** Under three letters: results show, and the prompt stays. */
export function SearchPromptLine() {
  return (
    <Text size="xs" c="dimmed" px="sm" pt={6} role="status">
      {SEARCH_PROMPT}
    </Text>
  );
}

/**
 * Under the results, about the search inside documents and logs: a line while its first answer
 * loads, a short message when it failed (the title matches stay).
 */
export function FullTextStatusLine({ loading, failed }: { loading: boolean; failed: boolean }) {
  if (failed) {
    return (
      <Group gap={6} px="sm" py={6} wrap="nowrap" role="alert">
        <IconAlertTriangle size={14} stroke={1.6} color="var(--mantine-color-orange-6)" />
        <Text size="xs" c="dimmed">
          Couldn’t search inside documents and logs. Try again in a moment.
        </Text>
      </Group>
    );
  }
  if (loading) {
    return (
      <Group gap={6} px="sm" py={6} wrap="nowrap" role="status">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          Searching inside documents and logs…
        </Text>
      </Group>
    );
  }
  return null;
}
