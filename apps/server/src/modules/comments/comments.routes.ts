import { commentEndpoints } from '@hangar/contracts/endpoints/comments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../shared/serve-endpoint';
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

  serveEndpoint(app, commentEndpoints.threads, async (request, reply) => {
    const { caller, params, query } = request;
    const page = await threadsFor(deps, { caller, ...params, ...query });
    const last = page.threads.at(-1)?.id;
    linkNextPage(request, reply, { more: page.more, last, cursor: 'after' });
    return page.threads;
  });

  serveEndpoint(app, commentEndpoints.createThread, async ({ caller, params, body }, reply) =>
    reply.status(201).send(await startThread(deps, { caller, ...params, input: body })),
  );

  serveEndpoint(app, commentEndpoints.resolveThread, async ({ caller, params, body }) =>
    resolveThread(deps, { caller, ...params, resolved: body.resolved }),
  );

  serveEndpoint(app, commentEndpoints.removeThread, async ({ caller, params }, reply) => {
    await removeThread(deps, { caller, ...params });
    return reply.status(204).send();
  });

  serveEndpoint(app, commentEndpoints.reply, async ({ caller, params, body }, reply) =>
    reply.status(201).send(await replyToThread(deps, { caller, ...params, input: body })),
  );

  serveEndpoint(app, commentEndpoints.update, async ({ caller, params, body }) =>
    editComment(deps, { caller, ...params, input: body }),
  );

  serveEndpoint(app, commentEndpoints.remove, async ({ caller, params }, reply) => {
    await removeComment(deps, { caller, ...params });
    return reply.status(204).send();
  });

  serveEndpoint(app, commentEndpoints.mentionable, async ({ caller, params, query }) =>
    mentionableFor(deps, { caller, projectId: params.projectId, q: query.q }),
  );
};
