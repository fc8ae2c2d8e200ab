import type { CommentAnchor } from '@hangar/contracts/comments';
import type { ThreadPlacement } from '../thread-order';

/** The thread being written (not saved yet): highlighted like the active thread. */
export const DRAFT_THREAD_ID = -1;

/** A thread's anchor, for the editor to highlight (open threads) and place in doc order. */
export interface ThreadAnchor {
  id: number;
  anchor: CommentAnchor;
  open: boolean;
}

/** A thread to start on the selected text, once its first comment is written. */
export interface ThreadStart {
  anchor: CommentAnchor;
  quote: string;
}

/** Asks the editor to scroll a thread's text into view (`seq` tells two asks apart). */
export interface RevealRequest {
  threadId: number;
  seq: number;
}

/** What the doc's page gives its editor about comments (not on public and print pages). */
export interface EditorComments {
  /** The user may start threads: the bubble toolbar offers "Comment". */
  canComment: boolean;
  anchors: readonly ThreadAnchor[];
  activeThreadId: number | null;
  reveal: RevealRequest | null;
  onStartThread: (start: ThreadStart) => void;
  /** A highlight was clicked. */
  onOpenThread: (threadId: number) => void;
  /** The anchors were placed in the doc (again): their order or detachment changed. */
  onPlacement: (placement: ThreadPlacement) => void;
}
