import { Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import { useMemo, type Ref } from 'react';
import { searchListQuery } from '../../../../search/queries';
import { SuggestionOption } from '../../SuggestionOption';
import type { SuggestionListHandle } from '../../suggestion-list';
import { SuggestionPanel } from '../../SuggestionPanel';
import { useEditorListbox, useSuggestionKeys } from '../../use-suggestion-keys';
import { pagesToLink, type PageToLink } from './pages-to-link';
import classes from './page-link.module.css';

export interface PageLinkListProps {
  workspaceId: number;
  projectId: number;
  docId?: number;
  /** The editor the "[[" is typed in: it keeps the focus while the list is open. */
  editor: Editor;
  /** What follows the "[[" so far. */
  query: string;
  pick: (page: PageToLink) => void;
  ref?: Ref<SuggestionListHandle>;
}

const NO_PAGES: PageToLink[] = [];

/**
 * The `[[` list at the caret: the pages the user can read whose title matches what follows the
 * "[[", the current project's first, with where each lives. The editor keeps the focus
 * (`aria-activedescendant` names the option Enter would pick).
 */
export function PageLinkList({
  workspaceId,
  projectId,
  docId,
  editor,
  query,
  pick,
  ref,
}: PageLinkListProps) {
  const list = useQuery(searchListQuery(workspaceId));
  const docs = list.data?.docs ?? NO_PAGES;
  const pages = useMemo(
    () => pagesToLink(docs, query, projectId, docId ?? null),
    [docs, query, projectId, docId],
  );
  const { selected, setSelected, list: box } = useSuggestionKeys(pages, pick, ref);
  const { listId, optionId } = useEditorListbox(
    editor,
    { list: 'pages', option: 'page' },
    selected,
  );

  return (
    <SuggestionPanel
      width="min(320px, calc(100vw - 32px))"
      maxHeight="min(300px, 50vh)"
      empty={pages.length > 0 ? null : list.isFetched ? 'No page found' : 'Looking for pages…'}
    >
      <div ref={box} id={listId} role="listbox" aria-label="Pages to link">
        {pages.map((page, index) => (
          <SuggestionOption
            key={page.id}
            id={optionId(index)}
            tabIndex={-1}
            selected={index === selected}
            className={classes.option}
            onSelect={() => setSelected(index)}
            onPick={() => pick(page)}
          >
            <span aria-hidden="true" className={classes.optionIcon}>
              {page.emoji ?? <IconFileText size={16} />}
            </span>
            <span className={classes.optionText}>
              <Text size="sm" truncate component="span" display="block">
                {page.title}
              </Text>
              <Text size="xs" c="dimmed" truncate component="span" display="block">
                {page.location.filter(Boolean).join(' · ')}
              </Text>
            </span>
          </SuggestionOption>
        ))}
      </div>
    </SuggestionPanel>
  );
}
