import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import type { DocRange } from './first-match';

/** The class of the highlighted word (styled in editor.css). */
export const FOUND_WORD_CLASS = 'doc-found-word';

/** Its transactions' meta: the range to highlight, or null to remove the highlight. */
const foundWordKey = new PluginKey<DecorationSet>('foundWord');

/**
 * Highlights the word a search result opened the doc at until the reader's first click or key in
 * the doc (issue 40: a highlight that faded after 2.5 s was missed by anyone who looked away): a
 * decoration, seen by those who read as well as by those who edit, that follows the others'
 * changes meanwhile.
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
        props: {
          decorations: (state) => foundWordKey.getState(state),
          handleDOMEvents: {
            mousedown: clearFoundWord,
            keydown: clearFoundWord,
          },
        },
      }),
    ];
  },
});

function clearFoundWord(view: EditorView): boolean {
  if (foundWordKey.getState(view.state) !== DecorationSet.empty) {
    view.dispatch(view.state.tr.setMeta(foundWordKey, null));
  }
  return false; // the click or key does what it does
}

/**
 * Puts the caret after the word, scrolls it to the middle of the screen and highlights it until
 * the first click or key; focuses the editor there when the user may edit (after, not on the word: typing then
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
}
