import { Input } from '@mantine/core';
import type { RichTextNode } from '@hangar/contracts/rich-text';
import type { JSONContent } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useId } from 'react';
import type { MentionSource } from '../../comments/mentions/mention-extension';
import { BubbleToolbar } from '../../docs/editor/BubbleToolbar';
import { richTextExtensions } from '../../docs/editor/extensions';
import '../../docs/editor/editor.css';
import classes from './rich-text.module.css';

/**
 * The editor's JSON is built from the schema `richTextExtensions` defines, which is the
 * contract's (`richTextDoc`): the form's schema checks it again before it is sent.
 */
function asRichText(json: JSONContent): RichTextNode {
  return json as RichTextNode;
}

interface RichTextEditorProps {
  label: string;
  value: RichTextNode;
  onChange: (value: RichTextNode) => void;
  placeholder?: string;
  error?: string;
  /** Whose readers the @ list offers; without it, no list. */
  mentions?: MentionSource;
}

/**
 * A rich-text field (TipTap, without live editing): the doc editor's blocks through Markdown
 * shortcuts ('# ', '- ', '1. ', '[ ] ', '> ', '```'), its bubble toolbar for marks and links, and
 * "@" to mention someone who can read the project.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  placeholder = 'What happened? Markdown shortcuts work: “# ” for a heading, “- ” for a list…',
  error,
  mentions,
}: RichTextEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: richTextExtensions(placeholder, mentions),
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'rich-text-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(asRichText(current.getJSON())),
  });
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error}>
      <div
        className={`${classes.field} doc-prose`}
        data-error={error ? true : undefined}
        data-editable
      >
        <EditorContent editor={editor} />
        <BubbleToolbar editor={editor} />
      </div>
    </Input.Wrapper>
  );
}
