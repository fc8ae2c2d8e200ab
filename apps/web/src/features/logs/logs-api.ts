import { logEndpoints } from '@hangar/contracts/endpoints/logs';
import {
  LOGS_PAGE,
  type CreateLogInput,
  type Log,
  type UpdateLogInput,
} from '@hangar/contracts/logs';
import { callEndpoint, trashItem } from '../../api/endpoint-call';
import { sendToItem } from '../../api/item-calls';

/** The logs API (docs/api.md "Logs, important links, search"); every call names its workspace. */

export type LogFilter = 'active' | 'archived';

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
  const logs = await callEndpoint(logEndpoints.list, {
    params: { id: projectId },
    query: { only, limit: String(LOGS_PAGE + 1), before: before?.toString() },
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
  return callEndpoint(logEndpoints.read, {
    params: { id: projectId, logId },
    signal,
    workspaceId,
  });
}

/** POST /projects/{id}/logs: answers the new log's id. */
export async function createLog(
  workspaceId: number,
  projectId: number,
  input: CreateLogInput,
): Promise<number> {
  const { created_id } = await sendToItem(logEndpoints.create, workspaceId, projectId, input);
  return created_id;
}

export function updateLog(
  workspaceId: number,
  projectId: number,
  logId: number,
  changes: UpdateLogInput,
): Promise<Log> {
  return callEndpoint(logEndpoints.update, {
    params: { id: projectId, logId },
    body: changes,
    workspaceId,
  });
}

export async function setLogArchived(
  workspaceId: number,
  projectId: number,
  logId: number,
  archived: boolean,
): Promise<void> {
  await callEndpoint(archived ? logEndpoints.archive : logEndpoints.restore, {
    params: { id: projectId, logId },
    workspaceId,
  });
}

/** DELETE: the log goes to the trash; answers its trash entry. */
export function deleteLog(workspaceId: number, projectId: number, logId: number): Promise<number> {
  return trashItem(logEndpoints.remove, { params: { id: projectId, logId }, workspaceId });
}

/** POST .../notify: e-mails the chosen members of the team; answers how many were notified. */
export async function notifyLog(
  workspaceId: number,
  projectId: number,
  logId: number,
  recipients: number[],
): Promise<number> {
  const { notified } = await callEndpoint(logEndpoints.notify, {
    params: { id: projectId, logId },
    body: { recipients },
    workspaceId,
  });
  return notified;
}
