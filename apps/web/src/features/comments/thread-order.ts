import type { CommentThread } from '@hangar/contracts/comments';

/**
 * Where the editor found the threads' anchors in the doc as it is on screen: the ids of those
 * it found, in doc order, and those whose text is gone. A thread in neither (the editor has not
 * seen it yet) goes by what the server computed from the saved doc.
 */
export interface ThreadPlacement {
  attached: readonly number[];
  detached: readonly number[];
}

export type ThreadTab = 'open' | 'resolved';

export interface OrderedThreads {
  /** In doc order (threads the editor has not placed yet come after, oldest first). */
  attached: CommentThread[];
  /** Their text is gone from the doc: listed last, oldest first. */
  detached: CommentThread[];
}

export function isOpen(thread: Pick<CommentThread, 'resolved_at'>): boolean {
  return thread.resolved_at === null;
}

export function threadsOfTab(threads: readonly CommentThread[], tab: ThreadTab): CommentThread[] {
  return threads.filter((thread) => isOpen(thread) === (tab === 'open'));
}

/** Whether a thread's text is gone, by the editor's placement when it has one. */
export function isDetached(
  thread: Pick<CommentThread, 'id' | 'detached'>,
  placement: ThreadPlacement | null,
): boolean {
  if (placement?.attached.includes(thread.id)) return false;
  if (placement?.detached.includes(thread.id)) return true;
  return thread.detached;
}

/** The threads as the panel lists them: in doc order, the detached ones apart. */
export function orderThreads(
  threads: readonly CommentThread[],
  placement: ThreadPlacement | null,
): OrderedThreads {
  const rank = new Map(placement?.attached.map((id, index) => [id, index]));
  const unplaced = rank.size;
  const attached: CommentThread[] = [];
  const detached: CommentThread[] = [];
  for (const thread of threads) {
    (isDetached(thread, placement) ? detached : attached).push(thread);
  }
  // A stable sort: the threads the editor has not placed keep their order (oldest first).
  attached.sort((a, b) => (rank.get(a.id) ?? unplaced) - (rank.get(b.id) ?? unplaced));
  return { attached, detached };
}
