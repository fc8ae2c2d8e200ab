import { Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { searchListQuery } from '../../../../search/queries';
import { EditorSuggestionList } from '../../EditorSuggestionList';
import type { CaretListProps } from '../../suggestion-list';
import { pagesToLink, type PageToLink } from './pages-to-link';
import classes from './page-link.module.css';

/** The list of the "[[" typed in `editor`, for the doc `docId` of a project. */
export interface PageLinkListProps extends CaretListProps<PageToLink> {
  workspaceId: number;
  projectId: number;
  docId?: number;
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
  query,
  ...caret
}: PageLinkListProps) {
  const list = useQuery(searchListQuery(workspaceId));
  const docs = list.data?.docs ?? NO_PAGES;
  const pages = useMemo(
    () => pagesToLink(docs, query, projectId, docId ?? null),
    [docs, query, projectId, docId],
  );
  return (
    <EditorSuggestionList
      {...caret}
      items={pages}
      idNames={{ list: 'pages', option: 'page' }}
      label="Pages to link"
      width="min(320px, calc(100vw - 32px))"
      maxHeight="min(300px, 50vh)"
      empty={pages.length > 0 ? null : list.isFetched ? 'No page found' : 'Looking for pages…'}
      optionClassName={classes.option}
      keyOf={(page) => page.id}
      renderOption={(page) => (
        <>
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
        </>
      )}
    />
  );
}
