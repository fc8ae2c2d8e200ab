import { logEndpoints } from '@hangar/contracts/endpoints/logs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
import { serveEndpoint } from '../shared/serve-endpoint';
import type { LogsDeps } from './logs.deps';
import { linkNextPage } from '../shared/next-page-link';
import { membersOnly } from '../workspaces/workspaces.access';
import { notifyLog } from './logs-notification.service';
import { editLog } from './logs-edit.service';
import { createLog, logFor, projectLogs, removeLog, setLogArchived } from './logs.service';

/** A project's logs & activity. */
export const logsRoutes: FastifyPluginAsyncZod<LogsDeps> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, logEndpoints.list, async (request, reply) => {
    const { caller, params, query } = request;
    const page = await projectLogs(deps, { caller, projectId: params.id, ...query });
    linkNextPage(request, reply, { more: page.more, last: page.logs.at(-1)?.id });
    return page.logs;
  });

  serveEndpoint(app, logEndpoints.create, async ({ caller, params, body }, reply) => {
    const id = await createLog(deps, { caller, projectId: params.id, input: body });
    return reply.status(201).send({ created_id: id });
  });

  serveEndpoint(app, logEndpoints.read, async ({ caller, params }) =>
    logFor(deps, { caller, projectId: params.id, logId: params.logId }),
  );

  serveEndpoint(app, logEndpoints.update, async ({ caller, params, body }) =>
    editLog(deps, { caller, projectId: params.id, logId: params.logId, input: body }),
  );

  serveEndpoint(app, logEndpoints.remove, async ({ caller, params }) => {
    const trashId = await removeLog(deps, { caller, projectId: params.id, logId: params.logId });
    return { success: true, trash_id: trashId };
  });

  for (const [target, archived] of [
    [logEndpoints.archive, true],
    [logEndpoints.restore, false],
  ] as const) {
    serveEndpoint(app, target, async ({ caller, params }) => {
      await setLogArchived(deps, { caller, projectId: params.id, logId: params.logId, archived });
      return { success: true };
    });
  }

  app.route({
    ...endpointRoute(logEndpoints.notify),
    handler: async ({ caller, params, body }) => ({
      success: true,
      notified: await notifyLog(deps, {
        caller,
        projectId: params.id,
        logId: params.logId,
        recipients: body.recipients,
      }),
    }),
  });
};
