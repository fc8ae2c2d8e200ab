import type { Comment, CommentAuthor, CommentThread } from '@hangar/contracts';
import { commentAbilities, type DocAbilities } from '@hangar/domain';
import type { users } from '../../db/schema';
import { mediaPath } from '../account/account.service';
import type { CommentRow, ThreadRow } from './comments.repository';

export type People = Map<number, typeof users.$inferSelect>;

function person(id: number | null, people: People): CommentAuthor | null {
  const user = id === null ? undefined : people.get(id);
  return user ? { id: user.id, fullname: user.fullname, avatar: mediaPath(user.avatar) } : null;
}

/** Everyone a thread names: its creator, resolver, authors and the people they mention. */
export function peopleOf(thread: ThreadRow, comments: CommentRow[]): number[] {
  return [
    ...[thread.creatorId, thread.resolvedBy].filter((id): id is number => id !== null),
    ...comments.flatMap((row) => [
      ...(row.authorId === null ? [] : [row.authorId]),
      ...row.mentionIds,
    ]),
  ];
}

export function presentComment(
  row: CommentRow,
  people: People,
  viewer: { userId: number; doc: DocAbilities },
): Comment {
  return {
    id: row.id,
    thread_id: row.threadId,
    author: person(row.authorId, people),
    body: row.body,
    mentions: row.mentionIds.flatMap((id) => person(id, people) ?? []),
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    abilities: commentAbilities({ doc: viewer.doc, own: row.authorId === viewer.userId }),
  };
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

export function presentThread(
  found: { thread: ThreadRow; comments: CommentRow[] },
  people: People,
  viewer: { userId: number; doc: DocAbilities },
  detached: boolean,
): CommentThread {
  const { thread } = found;
  return {
    id: thread.id,
    doc_id: thread.docId,
    anchor: { start: base64(thread.anchorStart), end: base64(thread.anchorEnd) },
    quote: thread.quote,
    detached,
    resolved_at: thread.resolvedAt?.toISOString() ?? null,
    resolved_by: person(thread.resolvedBy, people),
    created_at: thread.createdAt.toISOString(),
    comments: found.comments.map((row) => presentComment(row, people, viewer)),
    abilities: {
      delete: commentAbilities({ doc: viewer.doc, own: thread.creatorId === viewer.userId }).delete,
    },
  };
}
