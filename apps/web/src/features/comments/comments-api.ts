import {
  comment,
  commentThread,
  commentThreads,
  mentionable,
  type Comment,
  type CommentAuthor,
  type CommentThread,
  type CreateCommentInput,
  type CreateThreadInput,
  type UpdateCommentInput,
} from '@hangar/contracts/comments';
import { apiCall, apiRequest } from '../../api/client';

/** Comments on docs (issue 21): a doc's threads, their comments, the people one may mention. */

/** Where a doc, one of its threads and one of its comments are. */
export interface DocRef {
  workspaceId: number;
  projectId: number;
  docId: number;
}

const threadsPath = ({ projectId, docId }: DocRef) =>
  `/projects/${projectId}/docs/${docId}/threads`;
const threadPath = (doc: DocRef, threadId: number) => `${threadsPath(doc)}/${threadId}`;
const commentPath = (doc: DocRef, threadId: number, commentId: number) =>
  `${threadPath(doc, threadId)}/comments/${commentId}`;

export function fetchThreads(doc: DocRef, signal?: AbortSignal): Promise<CommentThread[]> {
  return apiCall(threadsPath(doc), commentThreads, { signal, workspaceId: doc.workspaceId });
}

export function createThread(doc: DocRef, input: CreateThreadInput): Promise<CommentThread> {
  return apiCall(threadsPath(doc), commentThread, {
    method: 'POST',
    body: input,
    workspaceId: doc.workspaceId,
  });
}

export function setThreadResolved(
  doc: DocRef,
  threadId: number,
  resolved: boolean,
): Promise<CommentThread> {
  return apiCall(threadPath(doc, threadId), commentThread, {
    method: 'PATCH',
    body: { resolved },
    workspaceId: doc.workspaceId,
  });
}

export async function deleteThread(doc: DocRef, threadId: number): Promise<void> {
  await apiRequest(threadPath(doc, threadId), { method: 'DELETE', workspaceId: doc.workspaceId });
}

export function createComment(
  doc: DocRef,
  threadId: number,
  input: CreateCommentInput,
): Promise<Comment> {
  return apiCall(`${threadPath(doc, threadId)}/comments`, comment, {
    method: 'POST',
    body: input,
    workspaceId: doc.workspaceId,
  });
}

export function updateComment(
  doc: DocRef,
  threadId: number,
  commentId: number,
  input: UpdateCommentInput,
): Promise<Comment> {
  return apiCall(commentPath(doc, threadId, commentId), comment, {
    method: 'PATCH',
    body: input,
    workspaceId: doc.workspaceId,
  });
}

export async function deleteComment(
  doc: DocRef,
  threadId: number,
  commentId: number,
): Promise<void> {
  await apiRequest(commentPath(doc, threadId, commentId), {
    method: 'DELETE',
    workspaceId: doc.workspaceId,
  });
}

/** The people who can read the project whose name matches `q`. */
export function fetchMentionable(
  workspaceId: number,
  projectId: number,
  q: string,
  signal?: AbortSignal,
): Promise<CommentAuthor[]> {
  return apiCall(`/projects/${projectId}/mentionable`, mentionable, {
    query: { q },
    signal,
    workspaceId,
  });
}
