import { TextInput } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import type { PublicMode } from '@hangar/contracts/routes';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { resultOptionId } from '../../search/components/SearchResultsList';
import { usePublicLink } from '../use-public-link';
import { usePublicSearch } from '../use-public-search';
import { PublicSearchPanel } from './PublicSearchPanel';
import classes from './PublicSearch.module.css';

const FIELD_TEXT: Record<PublicMode, { label: string; placeholder: string }> = {
  project: { label: 'Search this project', placeholder: 'Search docs and logs' },
  doc: { label: 'Search this document', placeholder: 'Search this document' },
};

/** No option is active until the arrows choose one. */
const NONE = -1;

function PublicSearchField({ mode }: { mode: PublicMode }) {
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState(false);
  const [active, setActive] = useState(NONE);
  const navigate = useNavigate();
  const listboxId = useId();
  const ref = useClickOutside<HTMLDivElement>(() => setOpened(false));
  const search = usePublicSearch(query);
  const { results } = search;
  const current = active < results.length ? active : NONE;
  const panelShown = opened && search.searching;
  const listShown = panelShown && results.length > 0;

  useEffect(() => {
    if (current === NONE) return;
    document.getElementById(resultOptionId(listboxId, current))?.scrollIntoView?.({
      block: 'nearest',
    });
  }, [listboxId, current]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpened(false);
      return;
    }
    if (!listShown) return;
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From none, down goes to the first and up to the last.
      const from = current === NONE ? (step === 1 ? -1 : count) : current;
      setActive((from + step + count) % count);
    } else if (event.key === 'Enter' && current !== NONE) {
      event.preventDefault();
      const result = results[current];
      if (result && !result.target.external) {
        setOpened(false);
        void navigate(result.target.to);
      }
    }
  };

  const text = FIELD_TEXT[mode];
  return (
    <div ref={ref} className={classes.search}>
      <TextInput
        size="sm"
        leftSection={<IconSearch size={16} stroke={1.6} aria-hidden="true" />}
        placeholder={text.placeholder}
        aria-label={text.label}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(NONE);
          setOpened(true);
        }}
        onFocus={() => setOpened(true)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={listShown}
        aria-controls={listShown ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={
          listShown && current !== NONE ? resultOptionId(listboxId, current) : undefined
        }
      />
      {panelShown ? (
        <PublicSearchPanel
          search={search}
          listbox={{ id: listboxId, active: current, setActive }}
          onOpen={() => setOpened(false)}
        />
      ) : null}
    </div>
  );
}

/**
 * The share link's search (the field above the shared pages): what the link shows, by title and
 * body, as the visitor types. Arrows move through the results, Enter opens one, Escape closes.
 */
export function PublicSearch() {
  const { project } = usePublicLink();
  if (!project) return null;
  return <PublicSearchField mode={project.mode} />;
}
