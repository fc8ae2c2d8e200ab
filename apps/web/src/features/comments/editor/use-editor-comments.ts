import type { Editor } from '@tiptap/core';
import { useEffect } from 'react';
import { revealActiveHighlight, setCommentHighlights } from './comment-highlights';
import type { EditorComments } from './editor-comments';

/** Runs `act` once the editor's view is mounted (at once when it is already). */
function whenCreated(editor: Editor, act: () => void): () => void {
  if (editor.isInitialized) {
    act();
    return () => undefined;
  }
  const created = () => {
    editor.off('create', created);
    act();
  };
  editor.on('create', created);
  return () => {
    editor.off('create', created);
  };
}

/** Keeps the editor's highlights on the page's threads, and scrolls to a thread when asked. */
export function useEditorComments(editor: Editor, comments: EditorComments | undefined): void {
  const anchors = comments?.anchors;
  const activeId = comments?.activeThreadId ?? null;
  const reveal = comments?.reveal ?? null;
  const onOpenThread = comments?.onOpenThread;
  const onPlacement = comments?.onPlacement;
  const onStartThread = comments?.canComment ? comments.onStartThread : null;

  useEffect(() => {
    if (!anchors || !onOpenThread || !onPlacement) return;
    const input = { anchors, activeId, onOpenThread, onPlacement, onStartThread };
    return whenCreated(editor, () => {
      if (!editor.isDestroyed) setCommentHighlights(editor.view, input);
    });
  }, [editor, anchors, activeId, onOpenThread, onPlacement, onStartThread]);

  useEffect(() => {
    if (!reveal) return;
    return whenCreated(editor, () => {
      if (!editor.isDestroyed) revealActiveHighlight(editor.view);
    });
  }, [editor, reveal]);
}
