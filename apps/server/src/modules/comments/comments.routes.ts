import { commentEndpoints } from '@hangar/contracts/endpoints/comments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
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

/** Comment threads on docs, their comments, and the people one may mention (issue 21). */
export const commentsRoutes: FastifyPluginAsyncZod<CommentsDeps> = async (app, deps) => {
  membersOnly(app);

  app.route({
    ...endpointRoute(commentEndpoints.threads),
    handler: async (request, reply) => {
      const { caller, params, query } = request;
      const page = await threadsFor(deps, { caller, ...params, ...query });
      const last = page.threads.at(-1)?.id;
      linkNextPage(request, reply, { more: page.more, last, cursor: 'after' });
      return page.threads;
    },
  });

  app.route({
    ...endpointRoute(commentEndpoints.createThread),
    handler: async ({ caller, params, body }, reply) =>
      reply.status(201).send(await startThread(deps, { caller, ...params, input: body })),
  });

  app.route({
    ...endpointRoute(commentEndpoints.resolveThread),
    handler: async ({ caller, params, body }) =>
      resolveThread(deps, { caller, ...params, resolved: body.resolved }),
  });

  app.route({
    ...endpointRoute(commentEndpoints.removeThread),
    handler: async ({ caller, params }, reply) => {
      await removeThread(deps, { caller, ...params });
      return reply.status(204).send();
    },
  });

  app.route({
    ...endpointRoute(commentEndpoints.reply),
    handler: async ({ caller, params, body }, reply) =>
      reply.status(201).send(await replyToThread(deps, { caller, ...params, input: body })),
  });

  app.route({
    ...endpointRoute(commentEndpoints.update),
    handler: async ({ caller, params, body }) =>
      editComment(deps, { caller, ...params, input: body }),
  });

  app.route({
    ...endpointRoute(commentEndpoints.remove),
    handler: async ({ caller, params }, reply) => {
      await removeComment(deps, { caller, ...params });
      return reply.status(204).send();
    },
  });

  app.route({
    ...endpointRoute(commentEndpoints.mentionable),
    handler: async ({ caller, params, query }) =>
      mentionableFor(deps, { caller, projectId: params.projectId, q: query.q }),
  });
};
