import type { CommentAnchor } from '@hangar/contracts/comments';
import { MAX_QUOTE_LENGTH } from '@hangar/contracts/comments';
import { decodeBase64, encodeBase64 } from '@hangar/domain/unsaved-changes';
import type { EditorState } from '@tiptap/pm/state';
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
} from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import type { DocRange } from '../../docs/editor/first-match';

type ProsemirrorMapping = Parameters<typeof absolutePositionToRelativePosition>[2];

/** What the Collaboration extension's sync plugin keeps: the Yjs field and its node mapping. */
interface YSyncState {
  doc: Y.Doc;
  type: Y.XmlFragment;
  binding: { mapping: ProsemirrorMapping };
}

function ySyncState(state: EditorState): YSyncState | null {
  const sync: Partial<YSyncState> | undefined = ySyncPluginKey.getState(state);
  if (!sync?.doc || !sync.type || !sync.binding) return null;
  return { doc: sync.doc, type: sync.type, binding: sync.binding };
}

function encode(position: Y.RelativePosition): string {
  return encodeBase64(Y.encodeRelativePosition(position));
}

function relativePosition(pos: number, sync: YSyncState): Y.RelativePosition {
  const position: Y.RelativePosition = absolutePositionToRelativePosition(
    pos,
    sync.type,
    sync.binding.mapping,
  );
  return position;
}

/**
 * The start sticks to the first character commented on (y-tiptap ties a position to the
 * character before it): text typed just before the range stays out of it, as at its end.
 */
function startPosition(pos: number, sync: YSyncState): Y.RelativePosition {
  const position = relativePosition(pos, sync);
  const absolute = Y.createAbsolutePositionFromRelativePosition(position, sync.doc);
  if (!absolute || !(absolute.type instanceof Y.XmlText)) return position;
  return Y.createRelativePositionFromTypeIndex(absolute.type, absolute.index, 0);
}

/** The anchor of a range of the doc: Yjs positions that follow the text through every edit. */
export function anchorOfRange(state: EditorState, range: DocRange): CommentAnchor | null {
  const sync = ySyncState(state);
  if (!sync || range.to <= range.from) return null;
  return {
    start: encode(startPosition(range.from, sync)),
    end: encode(relativePosition(range.to, sync)),
  };
}

/**
 * Where a stored position is now. y-tiptap answers null for a text position tied to a character
 * that lands on the doc's first position (it takes it for a misresolved one): the very start of
 * a thread on the doc's first word. So the position is found in Yjs first, then told to y-tiptap
 * by its index, which it resolves as it is.
 */
function absolutePosition(sync: YSyncState, encoded: string): number | null {
  try {
    const stored = Y.decodeRelativePosition(decodeBase64(encoded));
    const found = Y.createAbsolutePositionFromRelativePosition(stored, sync.doc);
    if (!found) return null;
    const atIndex = Y.createRelativePositionFromTypeIndex(found.type, found.index, -1);
    return relativePositionToAbsolutePosition(sync.doc, sync.type, atIndex, sync.binding.mapping);
  } catch {
    return null; // not a relative position: nothing to point at
  }
}

/** Where an anchor's text is in the doc now; null when it is gone (or the doc is not there). */
export function resolveAnchor(state: EditorState, anchor: CommentAnchor): DocRange | null {
  const sync = ySyncState(state);
  if (!sync) return null;
  const from = absolutePosition(sync, anchor.start);
  const to = absolutePosition(sync, anchor.end);
  if (from === null || to === null || to <= from || to > state.doc.content.size) return null;
  return { from, to };
}

/** The text a thread is started on, on one line, cut to what the server keeps. */
export function quoteOfRange(state: EditorState, range: DocRange): string {
  const text = state.doc.textBetween(range.from, range.to, ' ', ' ').replace(/\s+/g, ' ').trim();
  const characters = Array.from(text);
  if (characters.length <= MAX_QUOTE_LENGTH) return text;
  return `${characters.slice(0, MAX_QUOTE_LENGTH - 1).join('')}…`;
}
