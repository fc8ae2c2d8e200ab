import type { Editor } from '@tiptap/core';
import { useEffect, useState, type RefObject } from 'react';

export interface FindRequest {
  /** The selected text (one line, short) to look for first, else ''. */
  query: string;
  /** Grows with each Ctrl+F: the bar takes the focus again. */
  count: number;
}

/** Ctrl on Windows and Linux, ⌘ on a Mac. */
const isMod = (event: KeyboardEvent) =>
  navigator.platform.includes('Mac') ? event.metaKey : event.ctrlKey;

function selectedQuery(editor: Editor): string {
  const { from, to } = editor.state.selection;
  const text = editor.state.doc.textBetween(from, to, '\n');
  return text.length <= 100 && !text.includes('\n') ? text : '';
}

/**
 * Ctrl+F (⌘F) in the doc opens its find bar instead of the browser's: from the editor or the
 * find bar, or, when the doc is read only (it takes no focus), from anywhere on the page.
 */
export function useFindShortcut(
  editor: Editor,
  area: RefObject<HTMLElement | null>,
): { request: FindRequest | null; close: () => void } {
  const [request, setRequest] = useState<FindRequest | null>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isMod(event) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'f')
        return;
      const target = event.target instanceof Node ? event.target : null;
      const inDoc = target !== null && (area.current?.contains(target) ?? false);
      const onPage = !editor.isEditable && (target === document.body || target === null);
      if (!inDoc && !onPage) return;
      event.preventDefault();
      const query = selectedQuery(editor);
      setRequest((previous) => ({ query, count: (previous?.count ?? 0) + 1 }));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [editor, area]);
  return { request, close: () => setRequest(null) };
}
