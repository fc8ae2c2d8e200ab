import { Button, SimpleGrid, UnstyledButton } from '@mantine/core';
import classes from './EmojiGrid.module.css';

interface EmojiGridProps {
  emojis: readonly string[];
  /** The emoji chosen now, or null. */
  value: string | null;
  /** An emoji, or null for 'No emoji'. */
  onPick: (emoji: string | null) => void;
}

/** The emoji choices of a picker (a listbox, the current one selected), then 'No emoji'. */
export function EmojiGrid({ emojis, value, onPick }: EmojiGridProps) {
  return (
    <>
      <SimpleGrid cols={8} spacing={2} verticalSpacing={2} role="listbox" aria-label="Emojis">
        {emojis.map((emoji) => (
          <UnstyledButton
            key={emoji}
            className={classes.emoji}
            data-selected={emoji === value || undefined}
            onClick={() => onPick(emoji)}
            role="option"
            aria-selected={emoji === value}
            aria-label={emoji}
          >
            {emoji}
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        fullWidth
        mt="xs"
        onClick={() => onPick(null)}
      >
        No emoji
      </Button>
    </>
  );
}
