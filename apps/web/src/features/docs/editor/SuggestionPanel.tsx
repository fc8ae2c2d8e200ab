import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './suggestion-list.module.css';

interface SuggestionPanelProps {
  width: number | string;
  maxHeight: string;
  /** Said instead of the list while it is empty; null once it has options. */
  empty: ReactNode;
  /** The listbox. */
  children: ReactNode;
}

/** The box of the @ and [[ lists at the caret: the options, scrolling, or why there are none. */
export function SuggestionPanel({ width, maxHeight, empty, children }: SuggestionPanelProps) {
  return (
    <Paper
      shadow="md"
      withBorder
      radius="md"
      p={4}
      w={width}
      mah={maxHeight}
      className={classes.list}
    >
      {empty === null ? (
        children
      ) : (
        <Text size="sm" c="dimmed" px="sm" py={6} role="status">
          {empty}
        </Text>
      )}
    </Paper>
  );
}
