import type { Log } from '@hangar/contracts/logs';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { fetchLog, fetchLogsPage, type LogFilter, type LogsPage } from './logs-api';
import { useRouteId } from '../../api/live-screen';
import { keyedInvalidation, keyedQuery } from '../../api/keyed-query';

/** Everything about the logs of a workspace sits under ['workspaces', id, 'logs']. */
export const logKeys = {
  project: (workspaceId: number, projectId: number) =>
    ['workspaces', workspaceId, 'logs', 'project', projectId] as const,
  list: (workspaceId: number, projectId: number, only: LogFilter) =>
    ['workspaces', workspaceId, 'logs', 'project', projectId, 'list', only] as const,
  detail: (workspaceId: number, projectId: number, logId: number) =>
    ['workspaces', workspaceId, 'logs', 'project', projectId, 'detail', logId] as const,
};

/** A project's logs, a page at a time: live events reload the pages loaded so far. */
function logsQuery(workspaceId: number, projectId: number, only: LogFilter) {
  return infiniteQueryOptions({
    queryKey: logKeys.list(workspaceId, projectId, only),
    queryFn: ({ signal, pageParam }) =>
      fetchLogsPage(workspaceId, projectId, only, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last: LogsPage) => last.next,
  });
}

/** The logs of every page loaded, newest first. */
export function logsOf(pages: InfiniteData<LogsPage> | undefined): Log[] {
  return pages?.pages.flatMap((page) => page.logs) ?? [];
}

export const logQuery = keyedQuery(logKeys.detail, fetchLog);

export function useLogs(workspaceId: number, projectId: number, only: LogFilter) {
  return useInfiniteQuery(logsQuery(workspaceId, projectId, only));
}

export function useLog(workspaceId: number, projectId: number, logId: number): Log | undefined {
  return useQuery(logQuery(workspaceId, projectId, logId)).data;
}

/** The log id of the route (`.../logs/:logid`), which its loader checked. */
export function useLogId(): number {
  return useRouteId('logid');
}

/** A log changed here or elsewhere: the project's lists and logs reload (those on screen). */
export const invalidateProjectLogs = keyedInvalidation(logKeys.project);
