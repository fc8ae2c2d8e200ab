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
import { requireMember } from '../workspaces/workspaces.access';
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
  app.get(
    '/projects/:id/logs',
    { schema: { params: projectParams, querystring: logsQuery, response: { 200: logList } } },
    async (request) =>
      projectLogs(deps, await requireMember(request), request.params.id, request.query.only),
  );

  app.post(
    '/projects/:id/logs',
    { schema: { params: projectParams, body: createLogInput, response: { 201: createdResponse } } },
    async (request, reply) => {
      const id = await createLog(
        deps,
        await requireMember(request),
        request.params.id,
        request.body,
        request.callContext.clientId,
      );
      return reply.status(201).send({ created_id: id });
    },
  );

  app.get(
    '/projects/:id/logs/:logId',
    { schema: { params: logParams, response: { 200: log } } },
    async (request) =>
      logFor(deps, await requireMember(request), request.params.id, request.params.logId),
  );

  app.put(
    '/projects/:id/logs/:logId',
    { schema: { params: logParams, body: updateLogInput, response: { 200: log } } },
    async (request) =>
      editLog(
        deps,
        await requireMember(request),
        request.params.id,
        request.params.logId,
        request.body,
        request.callContext.clientId,
      ),
  );

  app.delete(
    '/projects/:id/logs/:logId',
    { schema: { params: logParams, response: { 200: successResponse } } },
    async (request) => {
      await removeLog(
        deps,
        await requireMember(request),
        request.params.id,
        request.params.logId,
        request.callContext.clientId,
      );
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
      async (request) => {
        await setLogArchived(
          deps,
          await requireMember(request),
          request.params.id,
          request.params.logId,
          archived,
          request.callContext.clientId,
        );
        return { success: true };
      },
    );
  }

  app.post(
    '/projects/:id/logs/:logId/notify',
    { schema: { params: logParams, body: notifyLogInput, response: { 200: notifyLogResponse } } },
    async (request) => ({
      success: true,
      notified: await notifyLog(
        deps,
        await requireMember(request),
        request.params.id,
        request.params.logId,
        request.body.recipients,
        request.callContext.clientId,
      ),
    }),
  );
};
