import {
  comment,
  commentThread,
  commentThreads,
  commentThreadsQuery,
  createCommentInput,
  createThreadInput,
  mentionable,
  mentionableQuery,
  numericId,
  updateCommentInput,
  updateThreadInput,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkNextPage } from '../shared/next-page-link';
import { membersOnly } from '../workspaces/workspaces.access';
import { mentionableFor } from './comments-mentions.service';
import type { CommentsDeps } from './comments.deps';
import {
  editComment,
  removeComment,
  removeThread,
  replyToThread,
  resolveThread,
  startThread,
  threadsFor,
} from './comments.service';

const docParams = z.object({ projectId: numericId, docId: numericId });
const threadParams = docParams.extend({ threadId: numericId });
const commentParams = threadParams.extend({ commentId: numericId });
const THREADS = '/projects/:projectId/docs/:docId/threads';

/** Comment threads on docs, their comments, and the people one may mention (issue 21). */
export const commentsRoutes: FastifyPluginAsyncZod<CommentsDeps> = async (app, deps) => {
  membersOnly(app);

  app.get(
    THREADS,
    {
      schema: {
        params: docParams,
        querystring: commentThreadsQuery,
        response: { 200: commentThreads },
      },
    },
    async (request, reply) => {
      const { caller, params, query } = request;
      const page = await threadsFor(deps, { caller, ...params, ...query });
      const last = page.threads.at(-1)?.id;
      linkNextPage(request, reply, { more: page.more, last, cursor: 'after' });
      return page.threads;
    },
  );

  app.post(
    THREADS,
    { schema: { params: docParams, body: createThreadInput, response: { 201: commentThread } } },
    async ({ caller, params, body }, reply) =>
      reply.status(201).send(await startThread(deps, { caller, ...params, input: body })),
  );

  app.patch(
    `${THREADS}/:threadId`,
    { schema: { params: threadParams, body: updateThreadInput, response: { 200: commentThread } } },
    async ({ caller, params, body }) =>
      resolveThread(deps, { caller, ...params, resolved: body.resolved }),
  );

  app.delete(
    `${THREADS}/:threadId`,
    { schema: { params: threadParams } },
    async ({ caller, params }, reply) => {
      await removeThread(deps, { caller, ...params });
      return reply.status(204).send();
    },
  );

  app.post(
    `${THREADS}/:threadId/comments`,
    { schema: { params: threadParams, body: createCommentInput, response: { 201: comment } } },
    async ({ caller, params, body }, reply) =>
      reply.status(201).send(await replyToThread(deps, { caller, ...params, input: body })),
  );

  app.patch(
    `${THREADS}/:threadId/comments/:commentId`,
    { schema: { params: commentParams, body: updateCommentInput, response: { 200: comment } } },
    async ({ caller, params, body }) => editComment(deps, { caller, ...params, input: body }),
  );

  app.delete(
    `${THREADS}/:threadId/comments/:commentId`,
    { schema: { params: commentParams } },
    async ({ caller, params }, reply) => {
      await removeComment(deps, { caller, ...params });
      return reply.status(204).send();
    },
  );

  app.get(
    '/projects/:projectId/mentionable',
    {
      schema: {
        params: z.object({ projectId: numericId }),
        querystring: mentionableQuery,
        response: { 200: mentionable },
      },
    },
    async ({ caller, params, query }) =>
      mentionableFor(deps, { caller, projectId: params.projectId, q: query.q }),
  );
};
