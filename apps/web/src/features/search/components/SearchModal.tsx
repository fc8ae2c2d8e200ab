import { Anchor, Group, Kbd, Modal, Text, TextInput } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { SEARCH_PROMPT_MIN_LETTERS } from '@hangar/domain/search';
import { SEARCH_RESULTS_MAX_HEIGHT, SEARCH_RESULTS_MAX_WIDTH } from '@hangar/domain/constants';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorCard } from '../../../ui/ErrorCard';
import { SearchResultsList, resultOptionId } from './SearchResultsList';
import {
  FullTextStatusLine,
  SearchEmptyState,
  SearchInitialState,
  SearchLoadingState,
  SearchPromptLine,
} from './SearchStates';
import { sectionsOf, typedLetters, type SearchResult } from '../search-results';
import { useFullTextSections } from '../use-full-text-sections';
import { useSearch } from '../use-search';
import classes from './Search.module.css';

/** The modal lists this many results at most; the results page has them all. */
export const MODAL_RESULTS_LIMIT = 50;

interface SearchModalProps {
  workspaceId: number;
  onClose: () => void;
}

/**
 * The search modal (SPEC.md section 2): GET /search once per opening, filtered as the user types;
 * below these title matches, what GET /search/full-text finds inside documents and logs once
 * typing pauses. Arrows move through all the results, Enter opens one, Escape closes.
 */
export function SearchModal({ workspaceId, onClose }: SearchModalProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listboxId = useId();
  const search = useSearch(workspaceId, query, {
    limit: MODAL_RESULTS_LIMIT,
    refetchOnMount: true,
  });
  const fullText = useFullTextSections(workspaceId, query, search.results);
  const sections = useMemo(
    () => [...sectionsOf(search.results), ...fullText.sections],
    [search.results, fullText.sections],
  );
  /** The list box's options, in the order shown: the arrows move through them. */
  const results = useMemo(() => sections.flatMap((section) => section.results), [sections]);
  const current = Math.min(active, Math.max(results.length - 1, 0));

  useEffect(() => {
    const option = document.getElementById(resultOptionId(listboxId, current));
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [listboxId, current, results]);

  const open = (result: SearchResult) => {
    onClose();
    if (result.target.external) window.open(result.target.url, '_blank', 'noopener,noreferrer');
    else void navigate(result.target.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % results.length,
      ArrowUp: (current - 1 + results.length) % results.length,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = results[current];
      if (result) open(result);
    }
  };

  const typed = query.trim() !== '';
  let body;
  if (!typed) body = <SearchInitialState />;
  else if (search.loading) body = <SearchLoadingState />;
  else if (search.error) body = <ErrorCard error={search.error} />;
  else if (results.length > 0)
    body = (
      <>
        <SearchResultsList
          sections={sections}
          listbox={{ id: listboxId, active: current, setActive }}
          onOpen={onClose}
        />
        <FullTextStatusLine loading={fullText.loading} failed={fullText.failed} />
      </>
    );
  // "No results" once the server too found nothing (or could not say).
  else if (fullText.settled || fullText.failed)
    body = (
      <>
        <SearchEmptyState query={query} />
        <FullTextStatusLine loading={false} failed={fullText.failed} />
      </>
    );
  else body = <SearchLoadingState />;

  return (
    <Modal.Root opened onClose={onClose} size={SEARCH_RESULTS_MAX_WIDTH} yOffset="8vh">
      <Modal.Overlay />
      <Modal.Content aria-label="Search">
        <TextInput
          data-autofocus
          size="lg"
          variant="unstyled"
          px="md"
          py={4}
          leftSection={<IconSearch size={20} stroke={1.6} />}
          placeholder="Search groups, projects, docs and logs"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-label="Search"
          aria-expanded={results.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={
            results.length > 0 ? resultOptionId(listboxId, current) : undefined
          }
          rightSectionWidth={64}
          rightSection={<Kbd size="xs">Esc</Kbd>}
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        />
        {typed && typedLetters(query) < SEARCH_PROMPT_MIN_LETTERS ? <SearchPromptLine /> : null}
        <div
          className={classes.results}
          data-testid="search-results"
          style={
            { '--search-results-max-height': `${SEARCH_RESULTS_MAX_HEIGHT}px` } as CSSProperties
          }
        >
          {body}
        </div>
        {typed && results.length > 0 ? (
          <Group justify="space-between" className={classes.footer} gap="xs">
            <Text size="xs" c="dimmed" visibleFrom="xs">
              <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to move, <Kbd size="xs">Enter</Kbd> to
              open
            </Text>
            <Anchor
              component={Link}
              to={routes.search(workspaceId, query)}
              size="sm"
              onClick={onClose}
            >
              {search.truncated ? 'See all results' : 'Open the results page'}
            </Anchor>
          </Group>
        ) : null}
      </Modal.Content>
    </Modal.Root>
  );
}
