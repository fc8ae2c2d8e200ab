import type { CommentThread } from '@hangar/contracts/comments';
import { commentAbilities } from '@hangar/domain/abilities/comment';

interface ThreadViewer {
  userId: number;
  canComment: boolean;
  canModerate: boolean;
}

/**
 * Whether the user may delete a whole thread: its creator (who wrote its first comment) while
 * they may comment, or a moderator; the server's rule (`commentAbilities` of the thread).
 */
export function canDeleteThread(
  thread: Pick<CommentThread, 'comments'>,
  { userId, canComment, canModerate }: ThreadViewer,
): boolean {
  const own = thread.comments[0]?.author?.id === userId;
  const doc = { read: true, comment: canComment, moderateComments: canModerate };
  return commentAbilities({ doc, own }).delete;
}
