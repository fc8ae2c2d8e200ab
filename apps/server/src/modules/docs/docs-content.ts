import type { DocContentNode } from '@hangar/contracts';
import type { Schema } from '@tiptap/pm/model';
import type { updateYFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { HttpError } from '../../http/errors';
import { pageLinkTargets } from '../../live/page-links';
import { EDITOR_FIELD, plainText } from '../../live/plain-text';

interface Editor {
  schema: Schema;
  toYDoc: (schema: Schema, json: DocContentNode, field: string) => Y.Doc;
  toProseMirror: typeof yXmlFragmentToProseMirrorRootNode;
  updateFragment: typeof updateYFragment;
}

let editor: Promise<Editor> | null = null;

/**
 * The doc editor's schema (`@hangar/editor`, which the web's `docExtensions` builds on), loaded
 * on first use: TipTap takes a moment to load, and only creating a doc with content (or
 * importing docs) needs it.
 */
function loadEditor(): Promise<Editor> {
  editor ??= (async () => {
    const [{ getSchema }, { docSchemaExtensions }, yTiptap] = await Promise.all([
      import('@tiptap/core'),
      import('@hangar/editor'),
      import('@tiptap/y-tiptap'),
    ]);
    return {
      schema: getSchema(docSchemaExtensions()),
      toYDoc: yTiptap.prosemirrorJSONToYDoc,
      toProseMirror: yTiptap.yXmlFragmentToProseMirrorRootNode,
      updateFragment: yTiptap.updateYFragment,
    };
  })();
  return editor;
}

/** Makes a doc's field hold some content, changing only what differs from what it holds. */
export type ContentUpdate = (doc: Y.Doc, fragment: Y.XmlFragment) => void;

/**
 * The update that makes a field hold what `source` holds as the editor makes an edit: unchanged
 * blocks and text keep their Yjs identity, so the comments anchored in them (and the others'
 * carets) stay where they were. Null when the editor's schema cannot read `source` (an old
 * version of another schema): the caller then replaces the whole content.
 */
export async function contentUpdateTo(source: Y.XmlFragment): Promise<ContentUpdate | null> {
  const { schema, toProseMirror, updateFragment } = await loadEditor();
  try {
    const wanted = toProseMirror(source, schema);
    wanted.check();
    return (doc, fragment) =>
      updateFragment(doc, fragment, wanted, { mapping: new Map(), isOMark: new Map() });
  } catch {
    return null;
  }
}

/**
 * The content as the editor will show it: its TrailingNode extension (StarterKit) adds an empty
 * paragraph after a last block that is not one (a list, a table, a heading). Added here, opening
 * a new doc changes nothing, so it makes no write and no page-history version of its own.
 */
function withTrailingParagraph(content: DocContentNode): DocContentNode {
  const blocks = content.content ?? [];
  if (blocks.at(-1)?.type === 'paragraph') return content;
  return { ...content, content: [...blocks, { type: 'paragraph' }] };
}

/**
 * A doc's first content as the live editor keeps it (the Yjs state of its field) with the plain
 * text search reads. Content the editor's schema does not hold (a paragraph directly in a list, a
 * block inside a paragraph, an empty text) is refused, since the editor would drop it.
 */
export async function initialContent(
  content: DocContentNode,
): Promise<{ state: Uint8Array; text: string; links: number[] }> {
  const { schema, toYDoc } = await loadEditor();
  content = withTrailingParagraph(content);
  try {
    schema.nodeFromJSON(content).check();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw HttpError.validation([
      { loc: ['body', 'content'], msg: `The editor cannot hold this content: ${reason}` },
    ]);
  }
  const ydoc = toYDoc(schema, content, EDITOR_FIELD);
  return {
    state: Y.encodeStateAsUpdate(ydoc),
    text: plainText(ydoc),
    links: pageLinkTargets(ydoc),
  };
}
