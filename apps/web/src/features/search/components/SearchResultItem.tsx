import { Group, Text } from '@mantine/core';
import {
  IconArchive,
  IconExternalLink,
  IconFileText,
  IconFolder,
  IconNotes,
  IconPaperclip,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { SearchKind, SearchResult } from '../search-results';
import { HighlightedText } from './HighlightedText';
import classes from './Search.module.css';

const KIND_ICONS: Record<SearchKind, typeof IconFolder> = {
  group: IconFolder,
  project: IconFolder,
  doc: IconFileText,
  important_doc: IconPaperclip,
  log: IconNotes,
};

function ResultIcon({ result }: { result: SearchResult }) {
  if (result.emoji) return <span aria-hidden="true">{result.emoji}</span>;
  const Icon = result.target.external ? IconExternalLink : KIND_ICONS[result.kind];
  return <Icon size={18} stroke={1.6} aria-hidden="true" />;
}

interface SearchResultItemProps {
  result: SearchResult;
  /** In the modal's list box: the option's id and whether it is the active one. */
  option?: { id: string; active: boolean; onHover: () => void };
  onOpen?: () => void;
}

/**
 * One result: its icon or emoji, title, where it is (and the passage that matched), an archive icon
 * when archived; a full-text result adds the passage that matched, its words highlighted. A link to its page, or to its external address in a new tab.
 */
export function SearchResultItem({ result, option, onOpen }: SearchResultItemProps) {
  const content = (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <span className={classes.resultIcon}>
        <ResultIcon result={result} />
      </span>
      <div className={classes.resultText}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Text size="sm" fw={500} truncate="end" data-search-title>
            <HighlightedText text={result.title} highlights={result.titleHighlights} />
          </Text>
          {result.isArchived ? (
            <IconArchive
              size={15}
              stroke={1.6}
              className={classes.archived}
              aria-label="Archived"
              role="img"
            />
          ) : null}
          {result.target.external ? (
            <IconExternalLink size={14} stroke={1.6} aria-label="Opens in a new tab" role="img" />
          ) : null}
        </Group>
        {result.location.length > 0 ? (
          <Text size="xs" c="dimmed" truncate="end">
            {result.location.join(' / ')}
          </Text>
        ) : null}
        {result.snippet ? (
          <Text size="xs" lineClamp={2} className={classes.snippet} data-search-snippet>
            <HighlightedText text={result.snippet.text} highlights={result.snippet.highlights} />
          </Text>
        ) : null}
      </div>
    </Group>
  );
  const common = {
    className: classes.result,
    id: option?.id,
    role: option ? 'option' : undefined,
    'aria-selected': option ? option.active : undefined,
    'data-active': option?.active || undefined,
    'data-search-result': result.kind,
    tabIndex: option ? -1 : undefined,
    onMouseMove: option?.onHover,
    onClick: (event: MouseEvent) => {
      if (event.button === 0) onOpen?.();
    },
  };
  return result.target.external ? (
    <a {...common} href={result.target.url} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <Link {...common} to={result.target.to}>
      {content}
    </Link>
  );
}
