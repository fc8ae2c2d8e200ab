import type { CommentThread } from '@hangar/contracts/comments';
import type { Doc } from '@hangar/contracts/docs';
import { useCallback, useMemo, useState } from 'react';
import type { DocRef } from './comments-api';
import { useDocThreads } from './comments-queries';
import { useCommentDrafts, type CommentDrafts } from './comment-drafts';
import {
  DRAFT_THREAD_ID,
  type EditorComments,
  type RevealRequest,
  type ThreadAnchor,
  type ThreadStart,
} from './editor/editor-comments';
import { isOpen, type ThreadPlacement, type ThreadTab } from './thread-order';

/** Where an activated thread is brought into view: its text in the doc, its card in the panel. */
interface RevealTargets {
  editor?: boolean;
  panel?: boolean;
}

/** The comments of the doc on screen: its threads, the panel, the active thread, the draft. */
export interface DocComments {
  doc: DocRef;
  userId: number;
  threads: CommentThread[];
  threadsLoading: boolean;
  threadsFailed: boolean;
  /** Start threads, reply, resolve and reopen. */
  canComment: boolean;
  /** Delete anyone's threads and comments. */
  canModerate: boolean;
  openCount: number;
  panelOpened: boolean;
  togglePanel: () => void;
  closePanel: () => void;
  tab: ThreadTab;
  setTab: (tab: ThreadTab) => void;
  activeThreadId: number | null;
  activate: (thread: CommentThread, reveal?: RevealTargets) => void;
  /** The card to scroll into view in the panel. */
  panelReveal: RevealRequest | null;
  draft: ThreadStart | null;
  cancelDraft: () => void;
  /** The draft's thread was created: it becomes the active one. */
  draftCreated: (thread: CommentThread) => void;
  placement: ThreadPlacement | null;
  drafts: CommentDrafts;
  /** What the editor needs: highlights, "Comment", clicks on highlights. */
  editor: EditorComments;
}

function threadAnchors(threads: readonly CommentThread[], draft: ThreadStart | null) {
  const anchors: ThreadAnchor[] = threads.map((thread) => ({
    id: thread.id,
    anchor: thread.anchor,
    open: isOpen(thread),
  }));
  if (draft) anchors.push({ id: DRAFT_THREAD_ID, anchor: draft.anchor, open: true });
  return anchors;
}

function useRevealRequests() {
  const [editorReveal, setEditorReveal] = useState<RevealRequest | null>(null);
  const [panelReveal, setPanelReveal] = useState<RevealRequest | null>(null);
  const request = useCallback((threadId: number, { editor, panel }: RevealTargets) => {
    const next = (current: RevealRequest | null) => ({
      threadId,
      seq: (current?.seq ?? 0) + 1,
    });
    if (editor) setEditorReveal(next);
    if (panel) setPanelReveal(next);
  }, []);
  return { editorReveal, panelReveal, request };
}

export function useDocComments(
  workspaceId: number,
  doc: Pick<Doc, 'id' | 'project_id' | 'abilities'>,
  userId: number,
): DocComments {
  const ref = useMemo(
    () => ({ workspaceId, projectId: doc.project_id, docId: doc.id }),
    [workspaceId, doc.project_id, doc.id],
  );
  const query = useDocThreads(ref);
  const threads = useMemo(() => query.data ?? [], [query.data]);
  const [panelOpened, setPanelOpened] = useState(false);
  const [tab, setTab] = useState<ThreadTab>('open');
  const [activeThreadId, setActiveThreadId] = useState<number | null>(null);
  const [draft, setDraft] = useState<ThreadStart | null>(null);
  const [placement, setPlacement] = useState<ThreadPlacement | null>(null);
  const reveal = useRevealRequests();
  const drafts = useCommentDrafts();
  const revealRequest = reveal.request;

  const activate = useCallback(
    (thread: CommentThread, targets: RevealTargets = {}) => {
      setActiveThreadId(thread.id);
      setTab(isOpen(thread) ? 'open' : 'resolved');
      setPanelOpened(true);
      revealRequest(thread.id, targets);
    },
    [revealRequest],
  );

  const openThreadById = useCallback(
    (threadId: number) => {
      const thread = threads.find((one) => one.id === threadId);
      if (thread) activate(thread, { panel: true });
    },
    [threads, activate],
  );

  const startThread = useCallback((start: ThreadStart) => {
    setDraft(start);
    setActiveThreadId(null);
    setTab('open');
    setPanelOpened(true);
  }, []);

  const anchors = useMemo(() => threadAnchors(threads, draft), [threads, draft]);
  const editor = useMemo<EditorComments>(
    () => ({
      canComment: doc.abilities.comment,
      anchors,
      activeThreadId,
      reveal: reveal.editorReveal,
      onStartThread: startThread,
      onOpenThread: openThreadById,
      onPlacement: setPlacement,
    }),
    [
      doc.abilities.comment,
      anchors,
      activeThreadId,
      reveal.editorReveal,
      startThread,
      openThreadById,
    ],
  );

  return {
    doc: ref,
    userId,
    threads,
    threadsLoading: query.isPending,
    threadsFailed: query.isError,
    canComment: doc.abilities.comment,
    canModerate: doc.abilities.moderateComments,
    openCount: threads.filter(isOpen).length,
    panelOpened,
    togglePanel: () => setPanelOpened((opened) => !opened),
    closePanel: () => setPanelOpened(false),
    tab,
    setTab,
    activeThreadId,
    activate,
    panelReveal: reveal.panelReveal,
    draft,
    cancelDraft: () => {
      setDraft(null);
      drafts.clear('new-thread');
    },
    draftCreated: (thread) => {
      setDraft(null);
      drafts.clear('new-thread');
      activate(thread);
    },
    placement,
    drafts,
    editor,
  };
}
