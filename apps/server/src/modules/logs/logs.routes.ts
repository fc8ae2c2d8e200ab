import {
  createLogInput,
  createdResponse,
  log,
  logList,
  logsQuery,
  notifyLogInput,
  notifyLogResponse,
  numericId,
  successResponse,
  updateLogInput,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '../../mail/mailer';
import type { DataDeps } from '../shared/shared.deps';
import { linkNextPage } from '../shared/next-page-link';
import { membersOnly } from '../workspaces/workspaces.access';
import { notifyLog } from './logs-notification.service';
import { editLog } from './logs-edit.service';
import { createLog, logFor, projectLogs, removeLog, setLogArchived } from './logs.service';

export interface LogsDeps extends DataDeps {
  mailer: Mailer;
  publicUrl: string;
}

const projectParams = z.object({ id: numericId });
const logParams = z.object({ id: numericId, logId: numericId });

/** A project's logs & activity. */
export const logsRoutes: FastifyPluginAsyncZod<LogsDeps> = async (app, deps) => {
  membersOnly(app);

  app.get(
    '/projects/:id/logs',
    { schema: { params: projectParams, querystring: logsQuery, response: { 200: logList } } },
    async (request, reply) => {
      const { caller, params, query } = request;
      const page = await projectLogs(deps, { caller, projectId: params.id, ...query });
      linkNextPage(request, reply, { more: page.more, last: page.logs.at(-1)?.id });
      return page.logs;
    },
  );

  app.post(
    '/projects/:id/logs',
    { schema: { params: projectParams, body: createLogInput, response: { 201: createdResponse } } },
    async ({ caller, params, body }, reply) => {
      const id = await createLog(deps, { caller, projectId: params.id, input: body });
      return reply.status(201).send({ created_id: id });
    },
  );

  app.get(
    '/projects/:id/logs/:logId',
    { schema: { params: logParams, response: { 200: log } } },
    async ({ caller, params }) =>
      logFor(deps, { caller, projectId: params.id, logId: params.logId }),
  );

  app.put(
    '/projects/:id/logs/:logId',
    { schema: { params: logParams, body: updateLogInput, response: { 200: log } } },
    async ({ caller, params, body }) =>
      editLog(deps, { caller, projectId: params.id, logId: params.logId, input: body }),
  );

  app.delete(
    '/projects/:id/logs/:logId',
    { schema: { params: logParams, response: { 200: successResponse } } },
    async ({ caller, params }) => {
      await removeLog(deps, { caller, projectId: params.id, logId: params.logId });
      return { success: true };
    },
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.put(
      `/projects/:id/logs/:logId/${verb}`,
      { schema: { params: logParams, response: { 200: successResponse } } },
      async ({ caller, params }) => {
        await setLogArchived(deps, { caller, projectId: params.id, logId: params.logId, archived });
        return { success: true };
      },
    );
  }

  app.post(
    '/projects/:id/logs/:logId/notify',
    { schema: { params: logParams, body: notifyLogInput, response: { 200: notifyLogResponse } } },
    async ({ caller, params, body }) => ({
      success: true,
      notified: await notifyLog(deps, {
        caller,
        projectId: params.id,
        logId: params.logId,
        recipients: body.recipients,
      }),
    }),
  );
};
