import { Loader, Popover, Text, UnstyledButton } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { loadEmoji } from './emoji-data';
import { searchEmoji, type EmojiEntry } from './emoji-search';
import { EditorToolField } from '../EditorToolField';
import classes from './emoji.module.css';
import { OPEN_EMOJI_PICKER } from './open-picker';

/** How many emoji the grid shows. */
const GRID_SIZE = 96;

interface Anchor {
  left: number;
  top: number;
}

function EmojiGrid({ onPick }: { onPick: (emoji: string) => void }) {
  const [entries, setEntries] = useState<EmojiEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  useEffect(() => {
    let live = true;
    loadEmoji().then(
      (loaded) => live && setEntries(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const shown = entries ? searchEmoji(entries, query, GRID_SIZE) : [];
  return (
    <>
      <EditorToolField
        label="Search emoji"
        value={query}
        onValueChange={setQuery}
        onKeyDown={(event) => {
          const first = shown[0];
          if (event.key === 'Enter' && first) {
            event.preventDefault();
            onPick(first.emoji);
          }
        }}
        data-autofocus
        mb={6}
      />
      {failed ? <Text size="sm">The emoji could not be loaded.</Text> : null}
      {!entries && !failed ? <Loader size="sm" aria-label="Loading emoji" /> : null}
      {entries && shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No matching emoji
        </Text>
      ) : null}
      <div className={classes.grid} role="group" aria-label="Emoji">
        {shown.map((entry) => (
          <UnstyledButton
            key={entry.emoji}
            className={classes.cell}
            aria-label={entry.label}
            title={entry.label}
            onClick={() => onPick(entry.emoji)}
          >
            {entry.emoji}
          </UnstyledButton>
        ))}
      </div>
    </>
  );
}

/**
 * The emoji picker the slash menu's "Emoji" opens at the caret: a search and a grid; Enter
 * inserts the first found, a click (or Enter on a focused one) the one picked, Escape closes.
 */
export function EmojiPicker({ editor }: { editor: Editor }) {
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  useEffect(() => {
    const dom = editor.view.dom;
    // Sent while the slash menu's '/emoji' is being removed: the caret is known once it is.
    const open = () =>
      requestAnimationFrame(() => {
        if (editor.isDestroyed) return;
        const caret = editor.view.coordsAtPos(editor.state.selection.from);
        setAnchor({ left: caret.left, top: caret.bottom });
      });
    dom.addEventListener(OPEN_EMOJI_PICKER, open);
    return () => dom.removeEventListener(OPEN_EMOJI_PICKER, open);
  }, [editor]);
  const close = () => {
    setAnchor(null);
    editor.commands.focus();
  };
  const pick = (emoji: string) => {
    setAnchor(null);
    editor.chain().focus().insertContent(emoji).run();
  };
  if (!anchor) return null;
  return (
    <Popover
      opened
      onChange={(opened) => {
        if (!opened) close();
      }}
      onClose={close}
      position="bottom-start"
      shadow="md"
      trapFocus
      width={300}
    >
      <Popover.Target>
        <span className={classes.anchor} style={{ left: anchor.left, top: anchor.top }} />
      </Popover.Target>
      <Popover.Dropdown aria-label="Emoji picker" role="dialog" p="xs">
        <EmojiGrid onPick={pick} />
      </Popover.Dropdown>
    </Popover>
  );
}
