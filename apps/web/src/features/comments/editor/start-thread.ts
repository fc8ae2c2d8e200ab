import type { Editor } from '@tiptap/core';
import { anchorOfRange, quoteOfRange } from './anchors';
import type { ThreadStart } from './editor-comments';

/** The keyboard shortcut of "Comment" on the selected text (as in Google Docs). */
export const COMMENT_SHORTCUT = 'Mod-Alt-m';

/** The thread to start on the selected text; null when there is no text to anchor to. */
function threadStartOfSelection(editor: Editor): ThreadStart | null {
  const { state } = editor;
  const range = { from: state.selection.from, to: state.selection.to };
  const anchor = anchorOfRange(state, range);
  const quote = quoteOfRange(state, range);
  return anchor && quote ? { anchor, quote } : null;
}

/**
 * Hands the selected text to the page as a thread to write; the selection collapses to its end
 * (the draft's highlight shows the text, and the toolbar over it goes). False: nothing to start.
 */
export function startThreadFromSelection(
  editor: Editor,
  onStartThread: (start: ThreadStart) => void,
): boolean {
  const start = threadStartOfSelection(editor);
  if (!start) return false;
  editor.commands.setTextSelection(editor.state.selection.to);
  onStartThread(start);
  return true;
}
