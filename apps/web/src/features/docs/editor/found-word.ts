import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { DocRange } from './first-match';

/** How long a found word stays highlighted (editor.css fades it out meanwhile). */
export const FOUND_WORD_HIGHLIGHT_MS = 2500;

/** The class of the highlighted word (styled in editor.css). */
export const FOUND_WORD_CLASS = 'doc-found-word';

/** Its transactions' meta: the range to highlight, or null to remove the highlight. */
const foundWordKey = new PluginKey<DecorationSet>('foundWord');

/**
 * Highlights the word a search result opened the doc at, for a moment: a decoration (seen by
 * those who read as well as by those who edit) that follows the others' changes meanwhile.
 */
export const FoundWordHighlight = Extension.create({
  name: 'foundWordHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: foundWordKey,
        state: {
          init: () => DecorationSet.empty,
          apply: (transaction, highlight) => {
            const range = transaction.getMeta(foundWordKey) as DocRange | null | undefined;
            if (range === null) return DecorationSet.empty;
            if (range === undefined) return highlight.map(transaction.mapping, transaction.doc);
            return DecorationSet.create(transaction.doc, [
              Decoration.inline(range.from, range.to, { class: FOUND_WORD_CLASS }),
            ]);
          },
        },
        props: { decorations: (state) => foundWordKey.getState(state) },
      }),
    ];
  },
});

/**
 * Puts the caret after the word, scrolls it to the middle of the screen and highlights it for a
 * moment; focuses the editor there when the user may edit (after, not on the word: typing then
 * adds to the text instead of replacing the word, and no formatting bar opens over it).
 */
export function revealFoundWord(editor: Editor, range: DocRange): void {
  const { view } = editor;
  const { doc } = view.state;
  view.dispatch(
    view.state.tr
      .setSelection(TextSelection.create(doc, range.to))
      .setMeta(foundWordKey, range)
      .scrollIntoView(),
  );
  if (editor.isEditable) view.focus();
  // ProseMirror scrolls only as far as needed (under the sticky bar, at the screen's edge).
  view.dom.querySelector(`.${FOUND_WORD_CLASS}`)?.scrollIntoView({ block: 'center' });
  window.setTimeout(() => {
    if (editor.isDestroyed) return;
    editor.view.dispatch(editor.view.state.tr.setMeta(foundWordKey, null));
  }, FOUND_WORD_HIGHLIGHT_MS);
}
