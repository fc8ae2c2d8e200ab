import type { DocContentNode } from '@hangar/contracts';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../live/plain-text';
import { initialContent } from '../modules/docs/docs-content';

/** A Yjs doc holding `content`, as a new doc stores it. */
export async function ydocOf(content: DocContentNode): Promise<Y.Doc> {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, (await initialContent(content)).state);
  return ydoc;
}

/** The editor's content of a Yjs doc, as ProseMirror JSON. */
export const jsonOf = (ydoc: Y.Doc) =>
  yXmlFragmentToProsemirrorJSON(ydoc.getXmlFragment(EDITOR_FIELD));
