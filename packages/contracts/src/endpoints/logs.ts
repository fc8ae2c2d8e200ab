import { endpoint } from '../endpoint';
import { createdResponse, numericId } from '../http';
import {
  createLogInput,
  log,
  logList,
  logsQuery,
  notifyLogInput,
  notifyLogResponse,
  updateLogInput,
} from '../logs';
import { archivingEndpoints, itemEndpoints } from './item-endpoints';
import { idParams } from './path-params';

const logParams = idParams.extend({ logId: numericId });

/** A project's logs & activity. */
export const logEndpoints = {
  /** Newest first; a page with `limit`, with a `Link: rel="next"` header while more follow. */
  list: endpoint({
    method: 'GET',
    path: '/projects/:id/logs',
    params: idParams,
    query: logsQuery,
    response: logList,
    needs: 'project.read',
  }),
  create: endpoint({
    method: 'POST',
    path: '/projects/:id/logs',
    params: idParams,
    body: createLogInput,
    status: 201,
    response: createdResponse,
    needs: 'project.create',
  }),
  ...itemEndpoints({
    path: '/projects/:id/logs/:logId',
    params: logParams,
    item: 'log',
    response: log,
    body: updateLogInput,
    editAbility: 'edit',
  }),
  ...archivingEndpoints({ path: '/projects/:id/logs/:logId', item: 'log' }, { params: logParams }),
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
