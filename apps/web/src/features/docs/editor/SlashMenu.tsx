import { Paper, Text } from '@mantine/core';
import type { Ref } from 'react';
import type { SlashCommand } from './slash-command';
import { SuggestionOption } from './SuggestionOption';
import type { SuggestionListHandle } from './suggestion-list';
import { useSuggestionKeys } from './use-suggestion-keys';
import classes from './editor.module.css';

export interface SlashMenuProps {
  items: SlashCommand[];
  command: (item: SlashCommand) => void;
  ref?: Ref<SuggestionListHandle>;
}

/** The '/' menu: blocks to insert, filtered by what follows the slash. */
export function SlashMenu({ items, command, ref }: SlashMenuProps) {
  const { selected, setSelected, list } = useSuggestionKeys(items, command, ref);

  return (
    <Paper shadow="md" withBorder radius="md" p={4} className={classes.slashMenu}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm" py={6}>
          No matching block
        </Text>
      ) : (
        <div ref={list} role="listbox" aria-label="Insert a block">
          {items.map((item, index) => (
            <SuggestionOption
              key={item.id}
              selected={index === selected}
              className={classes.slashItem}
              onSelect={() => setSelected(index)}
              onPick={() => command(item)}
            >
              <span className={classes.slashIcon}>
                <item.icon size={18} stroke={1.7} />
              </span>
              <span>
                <Text size="sm" fw={600} component="span" display="block">
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed" component="span" display="block">
                  {item.description}
                </Text>
              </span>
            </SuggestionOption>
          ))}
        </div>
      )}
    </Paper>
  );
}
