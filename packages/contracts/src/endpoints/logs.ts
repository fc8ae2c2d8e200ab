import { z } from 'zod';
import { endpoint } from '../endpoint';
import { createdResponse, numericId, successResponse } from '../http';
import {
  createLogInput,
  log,
  logList,
  logsQuery,
  notifyLogInput,
  notifyLogResponse,
  updateLogInput,
} from '../logs';

const projectParams = z.object({ id: numericId });
const logParams = z.object({ id: numericId, logId: numericId });

/** A project's logs & activity. */
export const logEndpoints = {
  /** Newest first; a page with `limit`, with a `Link: rel="next"` header while more follow. */
  list: endpoint({
    method: 'GET',
    path: '/projects/:id/logs',
    params: projectParams,
    query: logsQuery,
    response: logList,
    needs: 'project.read',
  }),
  create: endpoint({
    method: 'POST',
    path: '/projects/:id/logs',
    params: projectParams,
    body: createLogInput,
    status: 201,
    response: createdResponse,
    needs: 'project.create',
  }),
  read: endpoint({
    method: 'GET',
    path: '/projects/:id/logs/:logId',
    params: logParams,
    response: log,
    needs: 'log.read',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/projects/:id/logs/:logId',
    params: logParams,
    body: updateLogInput,
    response: log,
    needs: 'log.edit',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/projects/:id/logs/:logId',
    params: logParams,
    response: successResponse,
    needs: 'log.delete',
  }),
  archive: endpoint({
    method: 'PUT',
    path: '/projects/:id/logs/:logId/archive',
    params: logParams,
    response: successResponse,
    needs: 'log.archive',
  }),
  restore: endpoint({
    method: 'PUT',
    path: '/projects/:id/logs/:logId/restore',
    params: logParams,
    response: successResponse,
    needs: 'log.restore',
  }),
  /** E-mails the chosen members of the team (all of it by default); answers how many. */
  notify: endpoint({
    method: 'POST',
    path: '/projects/:id/logs/:logId/notify',
    params: logParams,
    body: notifyLogInput,
    response: notifyLogResponse,
    needs: 'log.notify',
  }),
};
