import type {
  Comment,
  CommentAuthor,
  CommentThread,
  CreateCommentInput,
  CreateThreadInput,
  UpdateCommentInput,
} from '@hangar/contracts/comments';
import { endpointPath } from '@hangar/contracts/endpoint';
import { commentEndpoints } from '@hangar/contracts/endpoints/comments';
import { apiRequest } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-call';

/** Comments on docs (issue 21): a doc's threads, their comments, the people one may mention. */

/** Where a doc, one of its threads and one of its comments are. */
export interface DocRef {
  workspaceId: number;
  projectId: number;
  docId: number;
}

const docParams = ({ projectId, docId }: DocRef) => ({ projectId, docId });

export function fetchThreads(doc: DocRef, signal?: AbortSignal): Promise<CommentThread[]> {
  return callEndpoint(commentEndpoints.threads, {
    params: docParams(doc),
    query: {},
    signal,
    workspaceId: doc.workspaceId,
  });
}

export function createThread(doc: DocRef, input: CreateThreadInput): Promise<CommentThread> {
  return callEndpoint(commentEndpoints.createThread, {
    params: docParams(doc),
    body: input,
    workspaceId: doc.workspaceId,
  });
}

export function setThreadResolved(
  doc: DocRef,
  threadId: number,
  resolved: boolean,
): Promise<CommentThread> {
  return callEndpoint(commentEndpoints.resolveThread, {
    params: { ...docParams(doc), threadId },
    body: { resolved },
    workspaceId: doc.workspaceId,
  });
}

export async function deleteThread(doc: DocRef, threadId: number): Promise<void> {
  const { removeThread } = commentEndpoints;
  const path = endpointPath(removeThread, { ...docParams(doc), threadId });
  await apiRequest(path, { method: removeThread.method, workspaceId: doc.workspaceId });
}

export function createComment(
  doc: DocRef,
  threadId: number,
  input: CreateCommentInput,
): Promise<Comment> {
  return callEndpoint(commentEndpoints.reply, {
    params: { ...docParams(doc), threadId },
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
  return callEndpoint(commentEndpoints.update, {
    params: { ...docParams(doc), threadId, commentId },
    body: input,
    workspaceId: doc.workspaceId,
  });
}

export async function deleteComment(
  doc: DocRef,
  threadId: number,
  commentId: number,
): Promise<void> {
  const { remove } = commentEndpoints;
  const path = endpointPath(remove, { ...docParams(doc), threadId, commentId });
  await apiRequest(path, { method: remove.method, workspaceId: doc.workspaceId });
}

/** The people who can read the project whose name matches `q`. */
export function fetchMentionable(
  workspaceId: number,
  projectId: number,
  q: string,
  signal?: AbortSignal,
): Promise<CommentAuthor[]> {
  return callEndpoint(commentEndpoints.mentionable, {
    params: { projectId },
    query: { q },
    signal,
    workspaceId,
  });
}
