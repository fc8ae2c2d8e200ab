import { Paper, Text, UnstyledButton } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { searchListQuery } from '../../../../search/queries';
import { pagesToLink, type PageToLink } from './pages-to-link';
import classes from './page-link.module.css';

interface PageLinkListHandle {
  /** Arrow keys move, Enter or Tab picks; returns whether the key was used. */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

export interface PageLinkListProps {
  workspaceId: number;
  projectId: number;
  docId?: number;
  /** The editor the "[[" is typed in: it keeps the focus while the list is open. */
  editor: Editor;
  /** What follows the "[[" so far. */
  query: string;
  pick: (page: PageToLink) => void;
  ref?: Ref<PageLinkListHandle>;
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
  const [selected, setSelected] = useState(0);
  const [seen, setSeen] = useState(pages);
  if (seen !== pages) {
    setSeen(pages);
    setSelected(0);
  }
  const baseId = useId();
  const listId = `${baseId}-pages`;
  const optionId = (index: number) => `${baseId}-page-${index}`;
  const active = pages.length > 0 ? optionId(Math.min(selected, pages.length - 1)) : null;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = editor.isDestroyed ? null : (editor.view.dom as HTMLElement | undefined);
    if (!element || pages.length === 0) return;
    element.setAttribute('aria-autocomplete', 'list');
    element.setAttribute('aria-controls', listId);
    if (active) element.setAttribute('aria-activedescendant', active);
    return () => {
      element.removeAttribute('aria-autocomplete');
      element.removeAttribute('aria-controls');
      element.removeAttribute('aria-activedescendant');
    };
  }, [editor, pages.length, listId, active]);

  useEffect(() => {
    box.current?.querySelector('[data-selected]')?.scrollIntoView?.({ block: 'nearest' });
  }, [selected, pages]);

  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (pages.length === 0 || event.isComposing) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setSelected((current) => (current + step + pages.length) % pages.length);
        return true;
      }
      const plain = !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
      if ((event.key === 'Enter' || event.key === 'Tab') && plain) {
        const page = pages[Math.min(selected, pages.length - 1)];
        if (page) pick(page);
        return true;
      }
      return false;
    },
  }));

  return (
    <Paper shadow="md" withBorder radius="md" p={4} className={classes.list}>
      {pages.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm" py={6} role="status">
          {list.isFetched ? 'No page found' : 'Looking for pages…'}
        </Text>
      ) : (
        <div ref={box} id={listId} role="listbox" aria-label="Pages to link">
          {pages.map((page, index) => (
            <UnstyledButton
              key={page.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={optionId(index) === active}
              data-selected={optionId(index) === active || undefined}
              className={classes.option}
              onMouseEnter={() => setSelected(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(page)}
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
            </UnstyledButton>
          ))}
        </div>
      )}
    </Paper>
  );
}
