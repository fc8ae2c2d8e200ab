import type { DocCall } from '../docs/docs.access';
import type { GroupRow } from '../groups/groups.repository';
import { tellInbox } from '../inbox/inbox.service';
import { projectAudience } from '../groups/groups.access';
import type { ProjectRow } from '../projects/projects.repository';
import type { DataDeps } from '../shared/shared.deps';
import type { CommentRow, ThreadRow } from './comments.repository';

export interface CommentNews {
  access: { group: GroupRow; project: ProjectRow; doc: { id: number; name: string } };
  thread: { thread: ThreadRow; comments: CommentRow[] };
  comment: CommentRow;
  /** The people to tell they were mentioned (already checked to read the doc). */
  mentioned: number[];
  /** A rewrite: only newly mentioned people hear of it, nobody of a reply. */
  edit?: boolean;
}

/**
 * The inbox entries a new comment makes: a mention for each person it mentions, and a reply for
 * the thread's earlier participants (its creator and those who commented) not mentioned anyway.
 */
export async function tellOfComment(
  deps: DataDeps,
  { access, thread, comment, mentioned, edit = false }: CommentNews,
  call: DocCall,
): Promise<void> {
  const entry = {
    ...threadEntry({ access, thread }, call),
    commentId: comment.id,
    excerpt: comment.body,
  };
  const source = call.caller.source;
  await tellInbox(deps, 'mention', mentioned, entry, source);
  if (edit || comment.id === thread.comments[0]?.id) return;
  const participants = await threadPeople(deps, { access, thread }, (row) => row.id !== comment.id);
  const notMentioned = participants.filter((id) => !mentioned.includes(id));
  await tellInbox(deps, 'reply', notMentioned, entry, source);
}

/** What every inbox entry about a thread holds: who acted, where, and the doc's name. */
function threadEntry({ access, thread }: Pick<CommentNews, 'access' | 'thread'>, call: DocCall) {
  return {
    workspaceId: call.caller.workspaceId,
    actorId: call.caller.actor.userId,
    projectId: access.project.id,
    docId: access.doc.id,
    threadId: thread.thread.id,
    title: access.doc.name,
  };
}

/**
 * Who took part in a thread (its creator and those who commented, `counted` ones), among those
 * who can still read the doc.
 */
async function threadPeople(
  deps: DataDeps,
  { access, thread }: Pick<CommentNews, 'access' | 'thread'>,
  counted: (row: CommentRow) => boolean = () => true,
): Promise<number[]> {
  const readers = new Set(await projectAudience(deps.db, access.group, access.project));
  return [
    thread.thread.creatorId,
    ...thread.comments.filter(counted).map((row) => row.authorId),
  ].filter((id): id is number => id !== null && readers.has(id));
}

/**
 * A thread just resolved: its creator and those who replied in it hear who resolved it (not the
 * resolver, and only those who can still read the doc).
 */
export async function tellOfResolve(
  deps: DataDeps,
  { access, thread }: Pick<CommentNews, 'access' | 'thread'>,
  call: DocCall,
): Promise<void> {
  const participants = await threadPeople(deps, { access, thread });
  const entry = {
    ...threadEntry({ access, thread }, call),
    excerpt: thread.comments[0]?.body ?? '',
  };

  await tellInbox(deps, 'resolved', participants, entry, call.caller.source);
}
