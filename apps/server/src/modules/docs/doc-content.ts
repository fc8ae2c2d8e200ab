import type { RichTextNode } from '@hangar/contracts';
import type { Schema } from '@tiptap/pm/model';
import * as Y from 'yjs';
import { HttpError } from '../../http/errors';
import { EDITOR_FIELD, plainText } from '../../live/plain-text';

interface Editor {
  schema: Schema;
  toYDoc: (schema: Schema, json: RichTextNode, field: string) => Y.Doc;
}

let editor: Promise<Editor> | null = null;

/**
 * The editor's schema for rich text (the web's `richTextExtensions`: StarterKit with headings 1
 * to 3, task lists), loaded on first use: TipTap takes a moment to load, and only creating a doc
 * with content needs it.
 */
function loadEditor(): Promise<Editor> {
  editor ??= (async () => {
    const [
      { getSchema },
      { default: StarterKit },
      { TaskItem, TaskList },
      { prosemirrorJSONToYDoc },
    ] = await Promise.all([
      import('@tiptap/core'),
      import('@tiptap/starter-kit'),
      import('@tiptap/extension-list'),
      import('@tiptap/y-tiptap'),
    ]);
    const schema = getSchema([
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, undoRedo: false }),
      TaskList,
      TaskItem.configure({ nested: true }),
    ]);
    return { schema, toYDoc: prosemirrorJSONToYDoc };
  })();
  return editor;
}

/**
 * A doc's first content as the live editor keeps it (the Yjs state of its field) with the plain
 * text search reads. Content the editor's schema does not hold (a paragraph directly in a list, a
 * block inside a paragraph, an empty text) is refused, since the editor would drop it.
 */
export async function initialContent(
  content: RichTextNode,
): Promise<{ state: Uint8Array; text: string }> {
  const { schema, toYDoc } = await loadEditor();
  try {
    schema.nodeFromJSON(content).check();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw HttpError.validation([
      { loc: ['body', 'content'], msg: `The editor cannot hold this content: ${reason}` },
    ]);
  }
  const ydoc = toYDoc(schema, content, EDITOR_FIELD);
  return { state: Y.encodeStateAsUpdate(ydoc), text: plainText(ydoc) };
}
