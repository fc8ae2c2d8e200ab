import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow, idAbove } from '../../db/rows';

import { comments, commentThreads } from '../../db/schema';

export type ThreadRow = typeof commentThreads.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;

/**
 * A doc's threads, oldest first (those started after the thread `after` if given, at most
 * `limit`), each with its comments oldest first.
 */
export async function threadsOfDoc(
  db: Database,
  docId: number,
  { after, limit }: { after?: number; limit?: number } = {},
): Promise<{ thread: ThreadRow; comments: CommentRow[] }[]> {
  const query = db
    .select()
    .from(commentThreads)
    .where(and(eq(commentThreads.docId, docId), idAbove(commentThreads.id, after)))
    .orderBy(asc(commentThreads.id));
  const threads = await (limit === undefined ? query : query.limit(limit));
  if (threads.length === 0) return [];
  const rows = await db
    .select()
    .from(comments)
    .where(
      inArray(
        comments.threadId,
        threads.map((thread) => thread.id),
      ),
    )
    .orderBy(asc(comments.id));
  return threads.map((thread) => ({
    thread,
    comments: rows.filter((row) => row.threadId === thread.id),
  }));
}

/** One thread of a doc with its comments; null when the doc has no such thread. */
export async function threadOfDoc(db: Database, docId: number, threadId: number) {
  const [thread] = await db
    .select()
    .from(commentThreads)
    .where(and(eq(commentThreads.id, threadId), eq(commentThreads.docId, docId)));
  if (!thread) return null;
  const rows = await db
    .select()
    .from(comments)
    .where(eq(comments.threadId, threadId))
    .orderBy(asc(comments.id));
  return { thread, comments: rows };
}

/** The comment an author already created with this client request id, if any. */
function commentByRequest(
  db: Database,
  authorId: number,
  clientRequestId: string,
): Promise<CommentRow | null> {
  const byRequest = and(
    eq(comments.authorId, authorId),
    eq(comments.clientRequestId, clientRequestId),
  );
  return firstRow(db.select().from(comments).where(byRequest));
}

type NewComment = Pick<CommentRow, 'body' | 'mentionIds' | 'clientRequestId'> & {
  authorId: number;
};
type Created = { comment: CommentRow; created: boolean };

/**
 * Writes a new comment unless its author already sent this client request id: then the first
 * request's comment comes back, `created` false. Two retries racing meet at the unique index.
 */
async function createOnce(
  db: Database,
  comment: NewComment,
  write: () => Promise<CommentRow>,
): Promise<Created> {
  const earlier = await commentByRequest(db, comment.authorId, comment.clientRequestId);
  if (earlier) return { comment: earlier, created: false };
  try {
    return { comment: await write(), created: true };
  } catch (error) {
    const raced = await commentByRequest(db, comment.authorId, comment.clientRequestId);
    if (raced) return { comment: raced, created: false };
    throw error;
  }
}

/** A thread with its first comment, created once per client request id. */
export async function insertThread(
  db: Database,
  thread: Pick<ThreadRow, 'docId' | 'anchorStart' | 'anchorEnd' | 'quote' | 'creatorId'>,
  first: NewComment,
): Promise<Created> {
  return createOnce(db, first, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(commentThreads)
        .values(thread)
        .returning({ id: commentThreads.id });
      const [comment] = await tx
        .insert(comments)
        .values({ ...first, threadId: created!.id })
        .returning();
      return comment!;
    }),
  );
}

/** A reply, created once per client request id. */
export async function insertComment(
  db: Database,
  threadId: number,
  comment: NewComment,
): Promise<Created> {
  return createOnce(db, comment, async () => {
    const [row] = await db
      .insert(comments)
      .values({ ...comment, threadId })
      .returning();
    return row!;
  });
}

export function updateComment(
  db: Database,
  commentId: number,
  change: Pick<CommentRow, 'body' | 'mentionIds'>,
): Promise<CommentRow | null> {
  return firstRow(
    db
      .update(comments)
      .set({ ...change, editedAt: sql`now()` })
      .where(eq(comments.id, commentId))
      .returning(),
  );
}

/** Deletes a comment, and its thread with it when it was the thread's last. */
export async function deleteComment(
  db: Database,
  threadId: number,
  commentId: number,
): Promise<{ threadGone: boolean }> {
  return db.transaction(async (tx) => {
    await tx.delete(comments).where(eq(comments.id, commentId));
    const [left] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(comments)
      .where(eq(comments.threadId, threadId));
    if ((left?.count ?? 0) > 0) return { threadGone: false };
    await tx.delete(commentThreads).where(eq(commentThreads.id, threadId));
    return { threadGone: true };
  });
}

export async function setThreadResolved(
  db: Database,
  threadId: number,
  resolvedBy: number | null,
): Promise<void> {
  await db
    .update(commentThreads)
    .set(
      resolvedBy === null
        ? { resolvedAt: null, resolvedBy: null }
        : { resolvedAt: sql`now()`, resolvedBy },
    )
    .where(eq(commentThreads.id, threadId));
}

export async function deleteThread(db: Database, threadId: number): Promise<void> {
  await db.delete(commentThreads).where(eq(commentThreads.id, threadId));
}
