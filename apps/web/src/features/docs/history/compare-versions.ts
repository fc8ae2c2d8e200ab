import { compareDocs, type ComparedBlock, type RichTextLike } from '@hangar/domain/doc-history';
import { decodeBase64 } from '@hangar/domain/unsaved-changes';
import { yDocToProsemirrorJSON } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../editor/extensions';

function richTextOf(base64: string): RichTextLike {
  const ydoc = new Y.Doc();
  const state = decodeBase64(base64);
  if (state.length > 0) Y.applyUpdate(ydoc, state);
  return yDocToProsemirrorJSON(ydoc, EDITOR_FIELD) as RichTextLike;
}

/** A version's blocks with what changed since the version before it (all added for the first). */
export function compareVersion(
  contentState: string,
  previousState: string | null,
): ComparedBlock[] {
  return compareDocs(
    previousState === null ? null : richTextOf(previousState),
    richTextOf(contentState),
  );
}

/** Whether two states hold the same content (formatting included). */
export function sameContent(oneState: string, otherState: string): boolean {
  return JSON.stringify(richTextOf(oneState)) === JSON.stringify(richTextOf(otherState));
}
