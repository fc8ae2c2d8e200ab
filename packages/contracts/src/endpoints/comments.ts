import {
  comment,
  commentThread,
  commentThreads,
  commentThreadsQuery,
  createCommentInput,
  createThreadInput,
  mentionable,
  mentionableQuery,
  updateCommentInput,
  updateThreadInput,
} from '../comments';
import { endpoint } from '../endpoint';
import { numericId } from '../http';
import { projectIdParams, docParams } from './path-params';

const threadParams = docParams.extend({ threadId: numericId });
const commentParams = threadParams.extend({ commentId: numericId });

/** Comment threads on docs, their comments, and the people one may mention (issue 21). */
export const commentEndpoints = {
  /** With `limit`, a page, and a `Link: rel="next"` header while more follow. */
  threads: endpoint({
    method: 'GET',
    path: '/projects/:projectId/docs/:docId/threads',
    params: docParams,
    query: commentThreadsQuery,
    response: commentThreads,
    needs: 'doc.read',
  }),
  createThread: endpoint({
    method: 'POST',
    path: '/projects/:projectId/docs/:docId/threads',
    params: docParams,
    body: createThreadInput,
    status: 201,
    response: commentThread,
    needs: 'doc.comment',
  }),
  resolveThread: endpoint({
    method: 'PATCH',
    path: '/projects/:projectId/docs/:docId/threads/:threadId',
    params: threadParams,
    body: updateThreadInput,
    response: commentThread,
    needs: 'doc.comment',
  }),
  /** Answers 204, no body. */
  removeThread: endpoint({
    method: 'DELETE',
    path: '/projects/:projectId/docs/:docId/threads/:threadId',
    params: threadParams,
    needs: 'comment.delete (of its first comment)',
  }),
  reply: endpoint({
    method: 'POST',
    path: '/projects/:projectId/docs/:docId/threads/:threadId/comments',
    params: threadParams,
    body: createCommentInput,
    status: 201,
    response: comment,
    needs: 'doc.comment',
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/projects/:projectId/docs/:docId/threads/:threadId/comments/:commentId',
    params: commentParams,
    body: updateCommentInput,
    response: comment,
    needs: 'comment.edit',
  }),
  /** Answers 204, no body. */
  remove: endpoint({
    method: 'DELETE',
    path: '/projects/:projectId/docs/:docId/threads/:threadId/comments/:commentId',
    params: commentParams,
    needs: 'comment.delete',
  }),
  mentionable: endpoint({
    method: 'GET',
    path: '/projects/:projectId/mentionable',
    params: projectIdParams,
    query: mentionableQuery,
    response: mentionable,
    needs: 'project.read',
  }),
};
