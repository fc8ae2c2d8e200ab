import { Paper, Text, UnstyledButton } from '@mantine/core';
import { useImperativeHandle, useState, type Ref } from 'react';
import type { EmojiEntry } from './emoji-search';
import classes from './emoji.module.css';

interface EmojiListHandle {
  /** Arrow keys pick, Enter or Tab inserts; returns whether the key was used. */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

export interface EmojiListProps {
  items: EmojiEntry[];
  command: (item: EmojiEntry) => void;
  ref?: Ref<EmojiListHandle>;
}

/** The `:` list: the emoji whose names start with what follows the colon. Nothing when none do. */
export function EmojiList({ items, command, ref }: EmojiListProps) {
  const [selected, setSelected] = useState(0);
  const [itemsSeen, setItemsSeen] = useState(items);
  if (itemsSeen !== items) {
    setItemsSeen(items);
    setSelected(0);
  }

  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (items.length === 0) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setSelected((current) => (current + step + items.length) % items.length);
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const item = items[selected];
        if (item) command(item);
        return true;
      }
      return false;
    },
  }));

  if (items.length === 0) return null;
  return (
    <Paper shadow="md" withBorder radius="md" p={4} className={classes.list}>
      <div role="listbox" aria-label="Insert an emoji">
        {items.map((item, index) => (
          <UnstyledButton
            key={item.emoji}
            role="option"
            aria-selected={index === selected}
            data-selected={index === selected || undefined}
            className={classes.option}
            onMouseEnter={() => setSelected(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => command(item)}
          >
            <span className={classes.glyph}>{item.emoji}</span>
            <Text size="sm" component="span" truncate>
              {item.label}
            </Text>
          </UnstyledButton>
        ))}
      </div>
    </Paper>
  );
}
