import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { DocRange } from '../first-match';
import { findMatches, matchAtOrAfter } from './find-matches';

/** The classes of the matches and of the current one (editor.css). */
const FIND_MATCH_CLASS = 'doc-find-match';
export const FIND_CURRENT_CLASS = 'doc-find-current';

export interface FindState {
  query: string;
  matchCase: boolean;
  matches: DocRange[];
  /** The index of the current match in `matches`; -1 when there is none. */
  current: number;
  decorations: DecorationSet;
}

/** A change of the search: a new query or case, or the current match (by index or position). */
interface FindMeta {
  query?: string;
  matchCase?: boolean;
  current?: number;
  /** The current match becomes the first at or after this position. */
  after?: number;
}

const findKey = new PluginKey<FindState>('findReplace');

const EMPTY: FindState = {
  query: '',
  matchCase: false,
  matches: [],
  current: -1,
  decorations: DecorationSet.empty,
};

function nextState(transaction: Transaction, previous: FindState): FindState {
  const meta = transaction.getMeta(findKey) as FindMeta | undefined;
  if (!meta && !transaction.docChanged) return previous;
  const query = meta?.query ?? previous.query;
  const matchCase = meta?.matchCase ?? previous.matchCase;
  if (!query) return EMPTY;
  const matches = findMatches(transaction.doc, query, matchCase);
  const was = previous.matches[previous.current];
  let current: number;
  if (meta?.current !== undefined) current = meta.current;
  else if (meta?.after !== undefined) current = matchAtOrAfter(matches, meta.after);
  // Others' changes keep the current match where it was (or the next one).
  else current = matchAtOrAfter(matches, was ? transaction.mapping.map(was.from, -1) : 0);
  current = matches.length === 0 ? -1 : Math.min(Math.max(current, 0), matches.length - 1);
  const decorations = DecorationSet.create(
    transaction.doc,
    matches.map((match, index) =>
      Decoration.inline(match.from, match.to, {
        class: index === current ? `${FIND_MATCH_CLASS} ${FIND_CURRENT_CLASS}` : FIND_MATCH_CLASS,
      }),
    ),
  );
  return { query, matchCase, matches, current, decorations };
}

/**
 * Find and replace's highlights: every match of the find bar's query, the current one apart,
 * kept up to date as anyone edits (decorations, seen by readers as by editors).
 */
export const FindReplace = Extension.create({
  name: 'findReplace',
  addProseMirrorPlugins() {
    return [
      new Plugin<FindState>({
        key: findKey,
        state: { init: () => EMPTY, apply: nextState },
        props: { decorations: (state) => findKey.getState(state)?.decorations },
      }),
    ];
  },
});

export function findStateOf(editor: Editor): FindState {
  return findKey.getState(editor.state) ?? EMPTY;
}

/** The current match scrolled to the middle of the screen when it is out of sight. */
function revealCurrent(editor: Editor): void {
  const element = editor.view.dom.querySelector(`.${FIND_CURRENT_CLASS}`);
  element?.scrollIntoView({ block: 'nearest' });
}

function dispatchFind(editor: Editor, meta: FindMeta): void {
  editor.view.dispatch(editor.state.tr.setMeta(findKey, meta).setMeta('addToHistory', false));
  revealCurrent(editor);
}

/** Looks for `query` (the first match after the selection becomes the current one). */
export function setFindQuery(editor: Editor, query: string, matchCase: boolean): void {
  dispatchFind(editor, { query, matchCase, after: editor.state.selection.from });
}

/** The next match (`step` 1) or the previous one (-1), wrapping around. */
export function stepMatch(editor: Editor, step: 1 | -1): void {
  const { matches, current } = findStateOf(editor);
  if (matches.length === 0) return;
  dispatchFind(editor, { current: (current + step + matches.length) % matches.length });
}

export function clearFind(editor: Editor): void {
  if (editor.isDestroyed) return;
  editor.view.dispatch(editor.state.tr.setMeta(findKey, { query: '' }));
}

/** Replaces the current match, then the next one becomes current (one undo step). */
export function replaceCurrent(editor: Editor, replacement: string): void {
  const { matches, current } = findStateOf(editor);
  const match = matches[current];
  if (!match) return;
  const transaction = editor.state.tr.insertText(replacement, match.from, match.to);
  editor.view.dispatch(transaction.setMeta(findKey, { after: match.from + replacement.length }));
  revealCurrent(editor);
}

/** Replaces every match in one transaction (one undo step); how many were replaced. */
export function replaceAll(editor: Editor, replacement: string): number {
  const { matches } = findStateOf(editor);
  if (matches.length === 0) return 0;
  const transaction = editor.state.tr;
  for (const match of [...matches].reverse()) {
    transaction.insertText(replacement, match.from, match.to);
  }
  editor.view.dispatch(transaction);
  return matches.length;
}
