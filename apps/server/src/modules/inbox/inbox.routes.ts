import { inboxPage, inboxQuery, inboxUnread, numericId } from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DataDeps } from '../shared/shared.deps';
import { membersOnly } from '../workspaces/workspaces.access';
import { inboxFor, readInboxItem, readWholeInbox, unreadFor } from './inbox.service';

/**
 * My inbox in the current workspace: mentions, replies, resolved threads, logs sent to me,
 * invitations.
 */
export const inboxRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  membersOnly(app);

  app.get(
    '/inbox',
    { schema: { querystring: inboxQuery, response: { 200: inboxPage } } },
    async ({ caller, query }) =>
      inboxFor(deps, { caller, before: query.before, filter: query.filter }),
  );

  app.get('/inbox/unread', { schema: { response: { 200: inboxUnread } } }, async ({ caller }) =>
    unreadFor(deps, { caller }),
  );

  app.post('/inbox/read-all', async ({ caller }, reply) => {
    await readWholeInbox(deps, { caller });
    return reply.status(204).send();
  });

  app.post(
    '/inbox/:itemId/read',
    { schema: { params: z.object({ itemId: numericId }) } },
    async ({ caller, params }, reply) => {
      await readInboxItem(deps, { caller, itemId: params.itemId });
      return reply.status(204).send();
    },
  );
};
