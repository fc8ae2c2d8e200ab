import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../live/plain-text';

export interface StoredAnchor {
  anchorStart: Uint8Array;
  anchorEnd: Uint8Array;
}

function resolve(ydoc: Y.Doc, encoded: Uint8Array): Y.AbsolutePosition | null {
  try {
    return Y.createAbsolutePositionFromRelativePosition(Y.decodeRelativePosition(encoded), ydoc);
  } catch {
    return null; // bytes that are no relative position: nothing to anchor to
  }
}

const gone = (type: Y.AbstractType<unknown>) => type._item?.deleted === true;

/**
 * The text a thread's anchor covers in the doc now, following every edit since it was made;
 * null when that text is gone (deleted, or the anchor no longer points into the doc). An anchor
 * across blocks covers at least one character when its ends differ.
 */
export function anchoredText(ydoc: Y.Doc, anchor: StoredAnchor): string | null {
  ydoc.getXmlFragment(EDITOR_FIELD);
  const start = resolve(ydoc, anchor.anchorStart);
  const end = resolve(ydoc, anchor.anchorEnd);
  if (!start || !end || gone(start.type) || gone(end.type)) return null;
  if (start.type !== end.type) return '';
  if (end.index <= start.index) return null;
  if (!(start.type instanceof Y.XmlText)) return '';
  return plainSlice(start.type, start.index, end.index);
}

/** The characters of a text between two indexes, without formatting. */
function plainSlice(text: Y.XmlText, from: number, to: number): string {
  let offset = 0;
  let out = '';
  for (const op of text.toDelta() as { insert?: unknown }[]) {
    const insert = typeof op.insert === 'string' ? op.insert : '';
    const start = Math.max(from - offset, 0);
    const stop = Math.min(to - offset, insert.length);
    if (stop > start) out += insert.slice(start, stop);
    offset += insert.length;
  }
  return out;
}

/** The anchor's text is gone from the doc: its thread is listed as detached. */
export function isDetached(ydoc: Y.Doc, anchor: StoredAnchor): boolean {
  return anchoredText(ydoc, anchor) === null;
}
