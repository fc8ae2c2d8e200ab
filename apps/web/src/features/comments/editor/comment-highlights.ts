import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import type { Mapping } from '@tiptap/pm/transform';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import type { DocRange } from '../../docs/editor/first-match';
import type { ThreadPlacement } from '../thread-order';
import { resolveAnchor } from './anchors';
import { DRAFT_THREAD_ID, type ThreadAnchor, type ThreadStart } from './editor-comments';
import { COMMENT_SHORTCUT, startThreadFromSelection } from './start-thread';

/** The classes of a thread's highlighted text (styled in comment-highlights.css). */
const HIGHLIGHT_CLASS = 'comment-highlight';
const ACTIVE_HIGHLIGHT_CLASS = 'comment-highlight-active';

/** What the page gives the highlights: the threads, the active one, and where to report. */
export interface HighlightsInput {
  anchors: readonly ThreadAnchor[];
  activeId: number | null;
  /** A highlight was clicked. */
  onOpenThread: (threadId: number) => void;
  /** The threads' order in the doc, or which are detached, changed. */
  onPlacement: (placement: ThreadPlacement) => void;
  /** The comment shortcut: a thread on the selected text (null: the user may not comment). */
  onStartThread: ((start: ThreadStart) => void) | null;
}

interface HighlightsState extends HighlightsInput {
  /** Where each anchor found its text; the ones whose text is gone are not in it. */
  ranges: ReadonlyMap<number, DocRange>;
  decorations: DecorationSet;
}

const commentHighlightsKey = new PluginKey<HighlightsState>('commentHighlights');

function resolveAll(state: EditorState, anchors: readonly ThreadAnchor[]) {
  const ranges = new Map<number, DocRange>();
  for (const { id, anchor } of anchors) {
    const range = resolveAnchor(state, anchor);
    if (range) ranges.set(id, range);
  }
  return ranges;
}

/** Our own edits: the ranges follow them (the Yjs side catches up only after the transaction). */
function mapAll(ranges: ReadonlyMap<number, DocRange>, mapping: Mapping) {
  const mapped = new Map<number, DocRange>();
  for (const [id, range] of ranges) {
    const from = mapping.map(range.from, 1);
    const to = mapping.map(range.to, -1);
    if (to > from) mapped.set(id, { from, to });
  }
  return mapped;
}

function decorate(
  doc: ProseMirrorNode,
  input: HighlightsInput,
  ranges: ReadonlyMap<number, DocRange>,
) {
  const decorations = input.anchors.flatMap(({ id, open }) => {
    const range = ranges.get(id);
    if (!range || !open) return [];
    const active = id === input.activeId || id === DRAFT_THREAD_ID;
    const className = active ? `${HIGHLIGHT_CLASS} ${ACTIVE_HIGHLIGHT_CLASS}` : HIGHLIGHT_CLASS;
    return [Decoration.inline(range.from, range.to, { class: className })];
  });
  return DecorationSet.create(doc, decorations);
}

function build(
  state: EditorState,
  input: HighlightsInput,
  ranges = resolveAll(state, input.anchors),
) {
  return { ...input, ranges, decorations: decorate(state.doc, input, ranges) };
}

function fromYjs(transaction: Transaction): boolean {
  const meta: { isChangeOrigin?: boolean } | undefined = transaction.getMeta(ySyncPluginKey);
  return meta?.isChangeOrigin === true;
}

function applyTransaction(transaction: Transaction, value: HighlightsState, state: EditorState) {
  const input = transaction.getMeta(commentHighlightsKey) as HighlightsInput | undefined;
  if (input) return build(state, input);
  // Changes from Yjs (the others', the first render) come with the Yjs mapping up to date.
  if (fromYjs(transaction)) return build(state, value);
  if (!transaction.docChanged) return value;
  return build(state, value, mapAll(value.ranges, transaction.mapping));
}

/** The open thread under a click: the shortest range there, when threads overlap. */
function threadAt(state: HighlightsState, pos: number): number | null {
  let found: { id: number; length: number } | null = null;
  for (const { id, open } of state.anchors) {
    const range = state.ranges.get(id);
    if (!open || id === DRAFT_THREAD_ID || !range || pos < range.from || pos > range.to) continue;
    const length = range.to - range.from;
    if (!found || length < found.length) found = { id, length };
  }
  return found?.id ?? null;
}

function placementOf(state: HighlightsState): ThreadPlacement {
  const placed: { id: number; range: DocRange }[] = [];
  const detached: number[] = [];
  for (const { id } of state.anchors) {
    if (id === DRAFT_THREAD_ID) continue;
    const range = state.ranges.get(id);
    if (range) placed.push({ id, range });
    else detached.push(id);
  }
  placed.sort((a, b) => a.range.from - b.range.from || a.range.to - b.range.to);
  return { attached: placed.map(({ id }) => id), detached };
}

/** Tells the page where the threads are whenever their order or detachment changes. */
function placementReporter(view: EditorView) {
  let reported = '';
  const update = () => {
    const state = commentHighlightsKey.getState(view.state);
    if (!state) return;
    const placement = placementOf(state);
    const signature = JSON.stringify(placement);
    if (signature === reported) return;
    reported = signature;
    state.onPlacement(placement);
  };
  update();
  return { update };
}

/**
 * Highlights the text of the doc's open threads (decorations: comments stay out of the doc's
 * content), the active one stronger, recomputed when the threads or the doc change; a click on
 * a highlight opens its thread, Ctrl+Alt+M (Cmd+Option+M) comments on the selected text. Seen by
 * those who read as by those who edit.
 */
export const CommentHighlights = Extension.create({
  name: 'commentHighlights',
  addKeyboardShortcuts() {
    return {
      [COMMENT_SHORTCUT]: () => {
        const start = commentHighlightsKey.getState(this.editor.state)?.onStartThread;
        return start ? startThreadFromSelection(this.editor, start) : false;
      },
    };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin<HighlightsState>({
        key: commentHighlightsKey,
        state: {
          init: () => ({
            anchors: [],
            activeId: null,
            onOpenThread: () => undefined,
            onPlacement: () => undefined,
            onStartThread: null,
            ranges: new Map(),
            decorations: DecorationSet.empty,
          }),
          apply: (transaction, value, _old, state) => applyTransaction(transaction, value, state),
        },
        view: placementReporter,
        props: {
          decorations: (state) => commentHighlightsKey.getState(state)?.decorations,
          handleDOMEvents: {
            click: (view, event) => {
              // A plain click: selecting text over a highlight starts a new comment instead.
              if (!view.state.selection.empty) return false;
              const state = commentHighlightsKey.getState(view.state);
              const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
              const threadId = state && pos !== undefined ? threadAt(state, pos) : null;
              if (state && threadId !== null) state.onOpenThread(threadId);
              return false;
            },
          },
        },
      }),
    ];
  },
});

/** Gives the editor the threads to highlight and which one is active. */
export function setCommentHighlights(view: EditorView, input: HighlightsInput): void {
  view.dispatch(view.state.tr.setMeta(commentHighlightsKey, input));
}

/** Scrolls the active thread's highlight to the middle of the screen. */
export function revealActiveHighlight(view: EditorView): boolean {
  const element = view.dom.querySelector(`.${ACTIVE_HIGHLIGHT_CLASS}`);
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  return element !== null;
}
