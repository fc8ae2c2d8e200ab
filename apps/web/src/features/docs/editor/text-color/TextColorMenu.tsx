import {
  ActionIcon,
  Button,
  Group,
  Popover,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { HIGHLIGHT_COLOR_NAMES, TEXT_COLOR_NAMES } from '@hangar/domain';
import { IconCheck, IconPalette } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useState } from 'react';
import classes from './text-color.module.css';
import './text-colors.css';

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

interface SwatchProps {
  label: string;
  selected: boolean;
  style: React.CSSProperties;
  onPick: () => void;
}

function Swatch({ label, selected, style, onPick }: SwatchProps) {
  return (
    <Tooltip label={label} openDelay={300}>
      <UnstyledButton
        className={classes.swatch}
        style={style}
        aria-label={label}
        aria-pressed={selected}
        onClick={onPick}
      >
        {selected ? <IconCheck size={14} /> : 'A'}
      </UnstyledButton>
    </Tooltip>
  );
}

/** How a swatch shows its colour: as the text's, or behind it. */
const SWATCH_STYLE = {
  text: (name: string): React.CSSProperties => ({ color: `var(--doc-text-${name})` }),
  highlight: (name: string): React.CSSProperties => ({
    background: `var(--doc-highlight-${name})`,
  }),
};

interface SwatchRowProps {
  title: string;
  kind: keyof typeof SWATCH_STYLE;
  names: readonly string[];
  /** The selection's colour of this kind (null: the default). */
  selected: string | null;
  onPick: (name: string) => void;
}

/** A titled row of the palette's swatches of one kind, each named '<Colour> <kind>'. */
function SwatchRow({ title, kind, names, selected, onPick }: SwatchRowProps) {
  return (
    <>
      <Text size="xs" c="dimmed">
        {title}
      </Text>
      <Group gap={4} wrap="wrap" maw={260}>
        {names.map((name) => (
          <Swatch
            key={name}
            label={`${capitalized(name)} ${kind}`}
            selected={selected === name}
            style={SWATCH_STYLE[kind](name)}
            onPick={() => onPick(name)}
          />
        ))}
      </Group>
    </>
  );
}

/**
 * The toolbar's colour button: a popover with the palette's text colours, then its highlights,
 * each with "Default" to clear. Buttons all, so Tab and Enter pick one; Escape closes it.
 */
export function TextColorMenu({ editor }: { editor: Editor }) {
  const [opened, setOpened] = useState(false);
  const current = useEditorState({
    editor,
    selector: ({ editor: state }) => ({
      text: (state.getAttributes('textStyle').color as string | undefined) ?? null,
      highlight: state.isActive('highlight')
        ? ((state.getAttributes('highlight').color as string | undefined) ?? null)
        : null,
    }),
  });
  const pick = (change: (editor: Editor) => void) => {
    change(editor);
    setOpened(false);
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom"
      shadow="md"
      trapFocus
      withinPortal={false}
    >
      <Popover.Target>
        <Tooltip label="Colour">
          <ActionIcon
            variant={current.text || current.highlight ? 'light' : 'subtle'}
            color={current.text || current.highlight ? 'indigo' : 'gray'}
            aria-label="Colour"
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((open) => !open)}
          >
            <IconPalette size={16} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label="Text colour and highlight" role="dialog">
        <Stack gap={6}>
          <SwatchRow
            title="Text colour"
            kind="text"
            names={TEXT_COLOR_NAMES}
            selected={current.text}
            onPick={(name) => pick((e) => e.chain().focus().setColor(name).run())}
          />
          <SwatchRow
            title="Highlight"
            kind="highlight"
            names={HIGHLIGHT_COLOR_NAMES}
            selected={current.highlight}
            onPick={(name) => pick((e) => e.chain().focus().setHighlight({ color: name }).run())}
          />
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            onClick={() => pick((e) => e.chain().focus().unsetColor().unsetHighlight().run())}
          >
            Default
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
