import { inboxEndpoints } from '@hangar/contracts/endpoints/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../shared/serve-endpoint';

import type { DataDeps } from '../shared/shared.deps';
import { membersOnly } from '../workspaces/workspaces.access';
import { inboxFor, readInboxItem, readWholeInbox, unreadFor } from './inbox.service';

/**
 * My inbox in the current workspace: mentions, replies, resolved threads, logs sent to me,
 * invitations.
 */
export const inboxRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, inboxEndpoints.page, async ({ caller, query }) =>
    inboxFor(deps, { caller, before: query.before, filter: query.filter }),
  );

  serveEndpoint(app, inboxEndpoints.unread, async ({ caller }) => unreadFor(deps, { caller }));

  serveEndpoint(app, inboxEndpoints.readAll, async ({ caller }, reply) => {
    await readWholeInbox(deps, { caller });
    return reply.status(204).send();
  });

  serveEndpoint(app, inboxEndpoints.read, async ({ caller, params }, reply) => {
    await readInboxItem(deps, { caller, itemId: params.itemId });
    return reply.status(204).send();
  });
};
