import type { Comment, CommentThread } from '@hangar/contracts/comments';

/**
 * How a doc's cached threads change after one of our own writes (the live channel skips the
 * echo of our own changes, so the cache is updated here; a refetch follows to be sure).
 */

/** Adds or replaces a thread, keeping the list oldest first. */
export function withThread(threads: CommentThread[], thread: CommentThread): CommentThread[] {
  if (!threads.some((current) => current.id === thread.id)) return [...threads, thread];
  return threads.map((current) => (current.id === thread.id ? thread : current));
}

export function withoutThread(threads: CommentThread[], threadId: number): CommentThread[] {
  return threads.filter((thread) => thread.id !== threadId);
}

/** Adds or replaces a comment in its thread. */
export function withComment(threads: CommentThread[], comment: Comment): CommentThread[] {
  return threads.map((thread) => {
    if (thread.id !== comment.thread_id) return thread;
    const known = thread.comments.some((current) => current.id === comment.id);
    const comments = known
      ? thread.comments.map((current) => (current.id === comment.id ? comment : current))
      : [...thread.comments, comment];
    return { ...thread, comments };
  });
}

/** Removes a comment; a thread left without comments goes too (as the server does). */
export function withoutComment(
  threads: CommentThread[],
  threadId: number,
  commentId: number,
): CommentThread[] {
  return threads.flatMap((thread) => {
    if (thread.id !== threadId) return [thread];
    const comments = thread.comments.filter((current) => current.id !== commentId);
    return comments.length === 0 ? [] : [{ ...thread, comments }];
  });
}
