import { inboxEndpoints } from '@hangar/contracts/endpoints/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
import type { DataDeps } from '../shared/shared.deps';
import { membersOnly } from '../workspaces/workspaces.access';
import { inboxFor, readInboxItem, readWholeInbox, unreadFor } from './inbox.service';

/**
 * My inbox in the current workspace: mentions, replies, resolved threads, logs sent to me,
 * invitations.
 */
export const inboxRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  membersOnly(app);

  app.route({
    ...endpointRoute(inboxEndpoints.page),
    handler: async ({ caller, query }) =>
      inboxFor(deps, { caller, before: query.before, filter: query.filter }),
  });

  app.route({
    ...endpointRoute(inboxEndpoints.unread),
    handler: async ({ caller }) => unreadFor(deps, { caller }),
  });

  app.route({
    ...endpointRoute(inboxEndpoints.readAll),
    handler: async ({ caller }, reply) => {
      await readWholeInbox(deps, { caller });
      return reply.status(204).send();
    },
  });

  app.route({
    ...endpointRoute(inboxEndpoints.read),
    handler: async ({ caller, params }, reply) => {
      await readInboxItem(deps, { caller, itemId: params.itemId });
      return reply.status(204).send();
    },
  });
};
