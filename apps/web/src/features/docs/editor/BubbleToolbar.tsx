import { ActionIcon, Button, Group, Paper, Tooltip } from '@mantine/core';
import {
  IconBold,
  IconCheck,
  IconCode,
  IconItalic,
  IconLink,
  IconMessagePlus,
  IconStrikethrough,
  IconUnderline,
  IconUnlink,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { useState, type FormEvent } from 'react';
import classes from './editor.module.css';
import { EditorToolButton } from './EditorToolButton';
import { EditorToolField } from './EditorToolField';
import { TextColorMenu } from './text-color/TextColorMenu';

/** The marks toggled by a button each, by their TipTap name. */
const MARKS = [
  { name: 'bold', label: 'Bold', icon: IconBold },
  { name: 'italic', label: 'Italic', icon: IconItalic },
  { name: 'underline', label: 'Underline', icon: IconUnderline },
  { name: 'strike', label: 'Strikethrough', icon: IconStrikethrough },
  { name: 'code', label: 'Inline code', icon: IconCode },
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
      <EditorToolField
        label="Link address"
        placeholder="Paste or type a link"
        value={value}
        onValueChange={setValue}
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

interface BubbleToolbarProps {
  editor: Editor;
  /** Offer "Comment" on the selected text (a doc whose reader may comment, even read-only). */
  onComment?: () => void;
}

function MarkButtons({ editor, onEditLink }: { editor: Editor; onEditLink: () => void }) {
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
    <>
      {MARKS.map(({ name, label, icon: Icon }) => (
        <EditorToolButton
          key={name}
          label={label}
          icon={<Icon size={16} />}
          active={active[name]}
          toggles
          onClick={() => editor.chain().focus().toggleMark(name).run()}
        />
      ))}
      {/* Docs only: a log's description has no colours. */}
      {editor.schema.marks.textStyle && editor.schema.marks.highlight ? (
        <TextColorMenu editor={editor} />
      ) : null}
      <EditorToolButton
        label={active.link ? 'Edit the link' : 'Add a link'}
        icon={<IconLink size={16} />}
        active={active.link}
        onClick={onEditLink}
      />
      {active.link ? (
        <EditorToolButton
          label="Remove the link"
          icon={<IconUnlink size={16} />}
          onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
        />
      ) : null}
    </>
  );
}

/** Ctrl+Alt+M, ⌘⌥M on a Mac (comment-highlights.ts). */
function commentShortcutLabel(): string {
  return /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘⌥M' : 'Ctrl+Alt+M';
}

/** The selection holds text (not only images or empty cells): something to comment on. */
function selectsText(editor: Editor): boolean {
  const { from, to } = editor.state.selection;
  return editor.state.doc.textBetween(from, to, ' ', ' ').trim() !== '';
}

/**
 * The user is at the editor (or in the toolbar): not while they type elsewhere, in a comment
 * say, as the others' changes come in. A read-only editor takes no focus: its selection counts.
 */
function isInUse(editor: Editor, toolbar: HTMLElement, content: HTMLElement): boolean {
  if (editor.view.hasFocus() || toolbar.contains(document.activeElement)) return true;
  const selected = document.getSelection()?.anchorNode ?? null;
  return !editor.isEditable && selected !== null && content.contains(selected);
}

/**
 * Over the selected text: its marks (bold, italic, underline, strike, code, colour in docs, link)
 * for those who edit, outside code blocks, and "Comment" when the page offers it (readers who may
 * comment get that button alone).
 */
export function BubbleToolbar({ editor, onComment }: BubbleToolbarProps) {
  const [editingLink, setEditingLink] = useState(false);
  const shown = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      marks: current.isEditable && !current.isActive('codeBlock'),
      comment: onComment !== undefined && selectsText(current),
    }),
  });

  return (
    <BubbleMenu
      editor={editor}
      shouldShow={({ editor: current, element, view, from, to }) =>
        from !== to &&
        !current.isActive('image') &&
        isInUse(current, element, view.dom) &&
        ((current.isEditable && !current.isActive('codeBlock')) ||
          (onComment !== undefined && selectsText(current)))
      }
      options={{ placement: 'top', onHide: () => setEditingLink(false) }}
    >
      <Paper shadow="md" withBorder radius="md" p={4} data-testid="bubble-toolbar">
        {editingLink ? (
          <LinkForm editor={editor} onDone={() => setEditingLink(false)} />
        ) : (
          <Group gap={2} wrap="nowrap" role="toolbar" aria-label="Text formatting">
            {shown.marks ? (
              <MarkButtons editor={editor} onEditLink={() => setEditingLink(true)} />
            ) : null}
            {shown.comment && onComment ? (
              <Tooltip label={`Comment (${commentShortcutLabel()})`}>
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-sm"
                  leftSection={<IconMessagePlus size={16} />}
                  onClick={onComment}
                  ml={shown.marks ? 4 : 0}
                >
                  Comment
                </Button>
              </Tooltip>
            ) : null}
          </Group>
        )}
      </Paper>
    </BubbleMenu>
  );
}
