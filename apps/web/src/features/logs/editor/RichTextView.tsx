import type { RichTextNode } from '@hangar/contracts/rich-text';
import { EditorContent, useEditor } from '@tiptap/react';
import { richTextExtensions } from '../../docs/editor/extensions';
import '../../docs/editor/editor.css';
import classes from './rich-text.module.css';

/**
 * A rich text shown read-only, with the doc's typography. New content (a live change) builds a
 * new view; the query cache keeps the same object while the content is the same.
 */
export default function RichTextView({ value }: { value: RichTextNode }) {
  const editor = useEditor(
    {
      extensions: richTextExtensions(''),
      content: value,
      editable: false,
      // A read-only textbox, named for screen readers (TipTap's element has no name of its own).
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-label': 'Description',
          'aria-readonly': 'true',
          'aria-multiline': 'true',
        },
      },
    },
    [value],
  );
  return (
    <div className={`${classes.view} doc-prose`} data-testid="log-description">
      <EditorContent editor={editor} />
    </div>
  );
}
