import { ActionIcon, Group, Paper, TextInput, Tooltip } from '@mantine/core';
import {
  IconBold,
  IconCheck,
  IconCode,
  IconItalic,
  IconLink,
  IconStrikethrough,
  IconUnderline,
  IconUnlink,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { useState, type FormEvent } from 'react';
import classes from './editor.module.css';

const MARKS = [
  {
    name: 'bold',
    label: 'Bold',
    icon: IconBold,
    toggle: (editor: Editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    label: 'Italic',
    icon: IconItalic,
    toggle: (editor: Editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    name: 'underline',
    label: 'Underline',
    icon: IconUnderline,
    toggle: (editor: Editor) => editor.chain().focus().toggleUnderline().run(),
  },
  {
    name: 'strike',
    label: 'Strikethrough',
    icon: IconStrikethrough,
    toggle: (editor: Editor) => editor.chain().focus().toggleStrike().run(),
  },
  {
    name: 'code',
    label: 'Inline code',
    icon: IconCode,
    toggle: (editor: Editor) => editor.chain().focus().toggleCode().run(),
  },
] as const;

/** Only what the link mark accepts: web pages, mail, and the app's own paths. */
function normalizedHref(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (/^(https?:\/\/|mailto:|\/)/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [value, setValue] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = normalizedHref(value);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
    onDone();
  };
  return (
    <form onSubmit={submit} className={classes.linkForm}>
      <TextInput
        size="xs"
        placeholder="Paste or type a link"
        aria-label="Link address"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        data-autofocus
        autoFocus
        w={220}
      />
      <ActionIcon type="submit" size="md" aria-label="Apply the link">
        <IconCheck size={16} />
      </ActionIcon>
    </form>
  );
}

/** The marks of the selected text, over it (bold, italic, underline, strike, code, link). */
export function BubbleToolbar({ editor }: { editor: Editor }) {
  const [editingLink, setEditingLink] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      code: current.isActive('code'),
      link: current.isActive('link'),
    }),
  });

  return (
    <BubbleMenu
      editor={editor}
      shouldShow={({ editor: current, from, to }) =>
        current.isEditable &&
        from !== to &&
        !current.isActive('codeBlock') &&
        !current.isActive('image')
      }
      options={{ placement: 'top', onHide: () => setEditingLink(false) }}
    >
      <Paper shadow="md" withBorder radius="md" p={4} data-testid="bubble-toolbar">
        {editingLink ? (
          <LinkForm editor={editor} onDone={() => setEditingLink(false)} />
        ) : (
          <Group gap={2} wrap="nowrap" role="toolbar" aria-label="Text formatting">
            {MARKS.map(({ name, label, icon: Icon, toggle }) => (
              <Tooltip key={name} label={label}>
                <ActionIcon
                  variant={active[name] ? 'light' : 'subtle'}
                  color={active[name] ? 'indigo' : 'gray'}
                  aria-label={label}
                  aria-pressed={active[name]}
                  onClick={() => toggle(editor)}
                >
                  <Icon size={16} />
                </ActionIcon>
              </Tooltip>
            ))}
            <Tooltip label={active.link ? 'Edit the link' : 'Add a link'}>
              <ActionIcon
                variant={active.link ? 'light' : 'subtle'}
                color={active.link ? 'indigo' : 'gray'}
                aria-label={active.link ? 'Edit the link' : 'Add a link'}
                onClick={() => setEditingLink(true)}
              >
                <IconLink size={16} />
              </ActionIcon>
            </Tooltip>
            {active.link ? (
              <Tooltip label="Remove the link">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label="Remove the link"
                  onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
                >
                  <IconUnlink size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        )}
      </Paper>
    </BubbleMenu>
  );
}
