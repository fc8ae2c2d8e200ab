import { Paper, Text } from '@mantine/core';
import type { Ref } from 'react';
import { SuggestionOption } from '../SuggestionOption';
import type { SuggestionListHandle } from '../suggestion-list';
import { useSuggestionKeys } from '../use-suggestion-keys';
import type { EmojiEntry } from './emoji-search';
import classes from './emoji.module.css';

export interface EmojiListProps {
  items: EmojiEntry[];
  command: (item: EmojiEntry) => void;
  ref?: Ref<SuggestionListHandle>;
}

/** The `:` list: the emoji whose names start with what follows the colon. Nothing when none do. */
export function EmojiList({ items, command, ref }: EmojiListProps) {
  const { selected, setSelected } = useSuggestionKeys(items, command, ref);

  if (items.length === 0) return null;
  return (
    <Paper shadow="md" withBorder radius="md" p={4} className={classes.list}>
      <div role="listbox" aria-label="Insert an emoji">
        {items.map((item, index) => (
          <SuggestionOption
            key={item.emoji}
            selected={index === selected}
            className={classes.option}
            onSelect={() => setSelected(index)}
            onPick={() => command(item)}
          >
            <span className={classes.glyph}>{item.emoji}</span>
            <Text size="sm" component="span" truncate>
              {item.label}
            </Text>
          </SuggestionOption>
        ))}
      </div>
    </Paper>
  );
}
