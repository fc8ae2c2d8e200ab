import { Text } from '@mantine/core';
import { NodeViewWrapper } from '@tiptap/react';
import type { ReactNode } from 'react';
import './table-of-contents/table-of-contents.css';

interface ListBlockViewProps {
  /** The block's class in table-of-contents.css. */
  className: string;
  /** The block's title, which also names it for screen readers. */
  title: string;
  selected: boolean;
  /** What shows while the list is empty. */
  empty: string;
  /** The list's items (`li`), none when it is empty. */
  children: ReactNode[];
}

/** A block that lists, live, what the doc has (its headings, its child pages). */
export function ListBlockView({ className, title, selected, empty, children }: ListBlockViewProps) {
  return (
    <NodeViewWrapper
      as="nav"
      className={className}
      aria-label={title}
      data-selected={selected || undefined}
      contentEditable={false}
    >
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {title}
      </Text>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <ul>{children}</ul>
      )}
    </NodeViewWrapper>
  );
}
