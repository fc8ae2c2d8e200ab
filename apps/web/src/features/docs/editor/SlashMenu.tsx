import { Paper, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { SlashCommand } from './slash-command';
import classes from './editor.module.css';

interface SlashMenuHandle {
  /** Arrow keys pick, Enter runs; returns whether the key was used. */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

export interface SlashMenuProps {
  items: SlashCommand[];
  command: (item: SlashCommand) => void;
  ref?: Ref<SlashMenuHandle>;
}

/** The '/' menu: blocks to insert, filtered by what follows the slash. */
export function SlashMenu({ items, command, ref }: SlashMenuProps) {
  const [selected, setSelected] = useState(0);
  const [itemsSeen, setItemsSeen] = useState(items);
  const list = useRef<HTMLDivElement>(null);
  // A new query means a new list: start again from its first entry.
  if (itemsSeen !== items) {
    setItemsSeen(items);
    setSelected(0);
  }

  // The menu scrolls: keep the option picked with the arrow keys in sight.
  useEffect(() => {
    list.current?.querySelector('[data-selected]')?.scrollIntoView?.({ block: 'nearest' });
  }, [selected, items]);

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

  return (
    <Paper shadow="md" withBorder radius="md" p={4} className={classes.slashMenu}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm" py={6}>
          No matching block
        </Text>
      ) : (
        <div ref={list} role="listbox" aria-label="Insert a block">
          {items.map((item, index) => (
            <UnstyledButton
              key={item.id}
              role="option"
              aria-selected={index === selected}
              data-selected={index === selected || undefined}
              className={classes.slashItem}
              onMouseEnter={() => setSelected(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => command(item)}
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
            </UnstyledButton>
          ))}
        </div>
      )}
    </Paper>
  );
}
