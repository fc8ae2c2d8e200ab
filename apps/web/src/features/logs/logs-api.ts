import { createdResponse, successResponse } from '@hangar/contracts/http';
import {
  LOGS_PAGE,
  log,
  logList,
  notifyLogResponse,
  type CreateLogInput,
  type Log,
  type UpdateLogInput,
} from '@hangar/contracts/logs';
import { apiCall } from '../../api/client';

/** The logs API (docs/api.md "Logs, important links, search"); every call names its workspace. */

export type LogFilter = 'active' | 'archived';

const logsPath = (projectId: number) => `/projects/${projectId}/logs`;
const logPath = (projectId: number, logId: number) => `${logsPath(projectId)}/${logId}`;

/** A page of a project's logs, newest first, and the `before` of the next one (null: the end). */
export interface LogsPage {
  logs: Log[];
  next: number | null;
}

/**
 * GET /projects/{id}/logs?only=&limit=&before=: the LOGS_PAGE logs after `before` (the newest
 * without it). One more is asked for: its presence says a next page follows.
 */
export async function fetchLogsPage(
  workspaceId: number,
  projectId: number,
  only: LogFilter,
  before: number | null,
  signal?: AbortSignal,
): Promise<LogsPage> {
  const logs = await apiCall(logsPath(projectId), logList, {
    query: { only, limit: LOGS_PAGE + 1, before },
    signal,
    workspaceId,
  });
  if (logs.length <= LOGS_PAGE) return { logs, next: null };
  const page = logs.slice(0, LOGS_PAGE);
  return { logs: page, next: page.at(-1)?.id ?? null };
}

export function fetchLog(
  workspaceId: number,
  projectId: number,
  logId: number,
  signal?: AbortSignal,
): Promise<Log> {
  return apiCall(logPath(projectId, logId), log, { signal, workspaceId });
}

/** POST /projects/{id}/logs: answers the new log's id. */
export async function createLog(
  workspaceId: number,
  projectId: number,
  input: CreateLogInput,
): Promise<number> {
  const { created_id } = await apiCall(logsPath(projectId), createdResponse, {
    method: 'POST',
    body: input,
    workspaceId,
  });
  return created_id;
}

export function updateLog(
  workspaceId: number,
  projectId: number,
  logId: number,
  changes: UpdateLogInput,
): Promise<Log> {
  return apiCall(logPath(projectId, logId), log, { method: 'PUT', body: changes, workspaceId });
}

export async function setLogArchived(
  workspaceId: number,
  projectId: number,
  logId: number,
  archived: boolean,
): Promise<void> {
  await apiCall(
    `${logPath(projectId, logId)}/${archived ? 'archive' : 'restore'}`,
    successResponse,
    {
      method: 'PUT',
      workspaceId,
    },
  );
}

export async function deleteLog(
  workspaceId: number,
  projectId: number,
  logId: number,
): Promise<void> {
  await apiCall(logPath(projectId, logId), successResponse, { method: 'DELETE', workspaceId });
}

/** POST .../notify: e-mails the chosen members of the team; answers how many were notified. */
export async function notifyLog(
  workspaceId: number,
  projectId: number,
  logId: number,
  recipients: number[],
): Promise<number> {
  const { notified } = await apiCall(`${logPath(projectId, logId)}/notify`, notifyLogResponse, {
    method: 'POST',
    body: { recipients },
    workspaceId,
  });
  return notified;
}
