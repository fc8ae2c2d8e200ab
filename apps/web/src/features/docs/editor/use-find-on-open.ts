import type { Editor } from '@tiptap/core';
import { useEffect, useRef } from 'react';
import { firstMatchOf } from './first-match';
import { revealFoundWord } from './found-word';

/** A word to show once the doc is open (`?find=` on its page, a search result's match). */
export interface DocFind {
  word: string;
  /** The editor shows the doc as it is (see `docContentLoaded`): time to look for the word. */
  ready: boolean;
  /** Called once it was looked for, found or not (the page forgets the request). */
  onDone: () => void;
}

/**
 * Once the doc is loaded and the editor mounted, selects the first place the word appears,
 * scrolled into view and highlighted; nothing when it is no longer there (edited since).
 */
export function useFindOnOpen(editor: Editor, find: DocFind | undefined): void {
  const word = find?.word;
  const ready = find?.ready ?? false;
  const onDone = useRef(find?.onDone);
  useEffect(() => {
    onDone.current = find?.onDone;
  });

  useEffect(() => {
    if (!word || !ready) return;
    const look = () => {
      if (editor.isDestroyed) return;
      const range = firstMatchOf(editor.state.doc, word);
      if (range) revealFoundWord(editor, range);
      onDone.current?.();
    };
    // The view is mounted, and the Y.Doc rendered in it, when the editor says it is created.
    if (editor.isInitialized) {
      look();
      return;
    }
    const created = () => {
      editor.off('create', created);
      look();
    };
    editor.on('create', created);
    return () => {
      editor.off('create', created);
    };
  }, [editor, word, ready]);
}
