import {
  COMMENT_NOT_FOUND,
  THREAD_NOT_FOUND,
  type Comment,
  type CommentThread,
  type createCommentInput,
  type createThreadInput,
  type updateCommentInput,
} from '@hangar/contracts';
import type { z } from 'zod';
import { commentAbilities, docAbilities, type CommentSubject } from '@hangar/domain';
import * as Y from 'yjs';
import { readPage } from '../../db/rows';

import { HttpError } from '../../http/errors';
import { authorsByIds } from '../docs/docs-history.service';
import { requireDoc, type DocCall } from '../docs/docs.access';
import { authorize, docSubject } from '../shared/authorize';
import { isDetached } from './comments-anchor';
import type { CommentsDeps } from './comments.deps';
import { publishCommentsEvent } from './comments.events';
import { checkMentions } from './comments-mentions.service';
import { tellOfComment, tellOfResolve } from './comments-inbox.service';
import { peopleOf, presentComment, presentThread } from './comments.presenter';
import {
  deleteComment,
  deleteThread,
  insertComment,
  insertThread,
  setThreadResolved,
  threadOfDoc,
  threadsOfDoc,
  updateComment,
  type CommentRow,
  type ThreadRow,
} from './comments.repository';

const COMMENTS_CLOSED = {
  projectArchived: 'The project is archived: its docs take no comments',
  archived: 'The doc is archived: it takes no comments',
};

const COMMENT_REQUEST_REUSED = 'This request id already created a comment elsewhere';

export type ThreadCall = DocCall & { threadId: number };
export type CommentCall = ThreadCall & { commentId: number };

/** The doc, and what the caller may do with its comments. */
async function commentsDoc(deps: CommentsDeps, call: DocCall) {
  const access = await requireDoc(deps.db, call);
  const subject = docSubject(access, access.doc);
  authorize(docAbilities, subject, 'read');
  const viewer = { userId: call.caller.actor.userId, doc: docAbilities(subject) };
  return { access, subject, viewer };
}

/** The doc, where the caller may comment. */
async function docToCommentOn(deps: CommentsDeps, call: DocCall) {
  const doc = await commentsDoc(deps, call);
  authorize(docAbilities, doc.subject, 'comment', COMMENTS_CLOSED);
  return doc;
}

async function requireThread(deps: CommentsDeps, docId: number, threadId: number) {
  const found = await threadOfDoc(deps.db, docId, threadId);
  if (!found) throw HttpError.notFound(THREAD_NOT_FOUND);
  return found;
}

async function present(
  deps: CommentsDeps,
  viewer: Awaited<ReturnType<typeof commentsDoc>>['viewer'],
  found: { thread: ThreadRow; comments: CommentRow[] }[],
): Promise<CommentThread[]> {
  if (found.length === 0) return [];
  const state = await deps.live.currentState(found[0]!.thread.docId);
  const ydoc = new Y.Doc();
  if (state) Y.applyUpdate(ydoc, state);
  const people = await authorsByIds(
    deps.db,
    found.flatMap((each) => peopleOf(each.thread, each.comments)),
  );
  return found.map((each) => presentThread(each, people, viewer, isDetached(ydoc, each.thread)));
}

/** GET .../threads: the doc's threads, open and resolved, oldest first. */
export async function threadsFor(
  deps: CommentsDeps,
  { after, limit, ...call }: DocCall & { after?: number; limit?: number },
): Promise<{ threads: CommentThread[]; more: boolean }> {
  const { access, viewer } = await commentsDoc(deps, call);
  const page = await readPage(limit, (upTo) =>
    threadsOfDoc(deps.db, access.doc.id, { after, limit: upTo }),
  );
  return { threads: await present(deps, viewer, page.rows), more: page.more };
}

const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/** POST .../threads: a thread on a range of the doc, with its first comment. */
export async function startThread(
  deps: CommentsDeps,
  { input, ...call }: DocCall & { input: z.output<typeof createThreadInput> },
): Promise<CommentThread> {
  const { access, viewer } = await docToCommentOn(deps, call);
  const mentions = await checkMentions(deps, access, input.mentions);
  const { comment, created } = await insertThread(
    deps.db,
    {
      docId: access.doc.id,
      anchorStart: bytes(input.anchor.start),
      anchorEnd: bytes(input.anchor.end),
      quote: input.quote,
      creatorId: viewer.userId,
    },
    {
      authorId: viewer.userId,
      body: input.body,
      mentionIds: mentions,
      clientRequestId: input.client_request_id,
    },
  );
  const found = await threadOfDoc(deps.db, access.doc.id, comment.threadId);
  if (!found) throw HttpError.simple(409, COMMENT_REQUEST_REUSED);
  if (created) {
    await tellOfComment(deps, { access, thread: found, comment, mentioned: mentions }, call);
    await publishCommentsEvent(deps, access, access.doc.id, comment.threadId, call.caller.source);
  }
  const [thread] = await present(deps, viewer, [found]);
  return thread!;
}

/** POST .../threads/:threadId/comments: a reply. */
export async function replyToThread(
  deps: CommentsDeps,
  { input, ...call }: ThreadCall & { input: z.output<typeof createCommentInput> },
): Promise<Comment> {
  const { access, viewer } = await docToCommentOn(deps, call);
  const before = await requireThread(deps, access.doc.id, call.threadId);
  const mentions = await checkMentions(deps, access, input.mentions);
  const { comment, created } = await insertComment(deps.db, before.thread.id, {
    authorId: viewer.userId,
    body: input.body,
    mentionIds: mentions,
    clientRequestId: input.client_request_id,
  });
  if (comment.threadId !== before.thread.id) throw HttpError.simple(409, COMMENT_REQUEST_REUSED);
  if (created) {
    await tellOfComment(deps, { access, thread: before, comment, mentioned: mentions }, call);
    await publishCommentsEvent(deps, access, access.doc.id, before.thread.id, call.caller.source);
  }
  const people = await authorsByIds(deps.db, peopleOf(before.thread, [comment]));
  return presentComment(comment, people, viewer);
}

/** PATCH .../threads/:threadId: resolve or reopen it. */
export async function resolveThread(
  deps: CommentsDeps,
  { resolved, ...call }: ThreadCall & { resolved: boolean },
): Promise<CommentThread> {
  const { access, viewer } = await docToCommentOn(deps, call);
  const found = await requireThread(deps, access.doc.id, call.threadId);
  if ((found.thread.resolvedAt !== null) !== resolved) {
    await setThreadResolved(deps.db, found.thread.id, resolved ? viewer.userId : null);
    if (resolved) await tellOfResolve(deps, { access, thread: found }, call);
    await publishCommentsEvent(deps, access, access.doc.id, found.thread.id, call.caller.source);
  }
  const [thread] = await present(deps, viewer, [
    await requireThread(deps, access.doc.id, call.threadId),
  ]);
  return thread!;
}

/** DELETE .../threads/:threadId: by its creator while they may comment, or a moderator. */
export async function removeThread(deps: CommentsDeps, call: ThreadCall): Promise<void> {
  const { access, viewer } = await commentsDoc(deps, call);
  const found = await requireThread(deps, access.doc.id, call.threadId);
  const own = found.thread.creatorId === viewer.userId;
  authorize(commentAbilities, { doc: viewer.doc, own }, 'delete');
  await deleteThread(deps.db, found.thread.id);
  await publishCommentsEvent(deps, access, access.doc.id, found.thread.id, call.caller.source);
}

async function requireComment(deps: CommentsDeps, call: CommentCall) {
  const doc = await commentsDoc(deps, call);
  const found = await requireThread(deps, doc.access.doc.id, call.threadId);
  const comment = found.comments.find((row) => row.id === call.commentId);
  if (!comment) throw HttpError.notFound(COMMENT_NOT_FOUND);
  const subject: CommentSubject = {
    doc: doc.viewer.doc,
    own: comment.authorId === doc.viewer.userId,
  };
  return { ...doc, found, comment, subject };
}

/** PATCH .../comments/:commentId: its author rewrites it; newly mentioned people hear of it. */
export async function editComment(
  deps: CommentsDeps,
  { input, ...call }: CommentCall & { input: z.output<typeof updateCommentInput> },
): Promise<Comment> {
  const { access, viewer, found, comment, subject } = await requireComment(deps, call);
  authorize(commentAbilities, subject, 'edit');
  const mentions = await checkMentions(deps, access, input.mentions);
  const updated = await updateComment(deps.db, comment.id, {
    body: input.body,
    mentionIds: mentions,
  });
  if (!updated) throw HttpError.notFound(COMMENT_NOT_FOUND);
  const newlyMentioned = mentions.filter((id) => !comment.mentionIds.includes(id));
  await tellOfComment(
    deps,
    { access, thread: found, comment: updated, mentioned: newlyMentioned, edit: true },
    call,
  );
  await publishCommentsEvent(deps, access, access.doc.id, found.thread.id, call.caller.source);
  const people = await authorsByIds(deps.db, peopleOf(found.thread, [updated]));
  return presentComment(updated, people, viewer);
}

/** DELETE .../comments/:commentId: the thread goes with its last comment. */
export async function removeComment(deps: CommentsDeps, call: CommentCall): Promise<void> {
  const { access, found, comment, subject } = await requireComment(deps, call);
  authorize(commentAbilities, subject, 'delete');
  await deleteComment(deps.db, found.thread.id, comment.id);
  await publishCommentsEvent(deps, access, access.doc.id, found.thread.id, call.caller.source);
}
