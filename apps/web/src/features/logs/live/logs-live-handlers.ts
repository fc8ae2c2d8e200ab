import type { EventPayload } from '@hangar/contracts/events';
import type { QueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '../../workspaces/queries';
import { logKeys } from '../queries';

/** The project and log of the page on screen, from the route. */
export interface LogsScreen {
  projectId: number | null;
  logId: number | null;
}

export interface LogsLiveContext {
  workspaceId: number;
  queryClient: QueryClient;
  screen: () => LogsScreen;
  /** Leaves the log on screen for the project's logs, with a toast saying why. */
  leave: (projectId: number, message: string) => void;
  /** Tells the user someone sent them a log, with a link to it. */
  announce: (message: string, projectId: number, logId: number) => void;
}

export const OPEN_SENT_LOG = 'Open the log';

function logSentMessage(author: string, title: string): string {
  return `${author} sent you "${title}"`;
}

const LOG_DELETED_ELSEWHERE = 'This log was deleted by someone else';

/**
 * A log changed elsewhere (topic `log`): the project's lists and logs reload (an edit, an
 * archive or 'Notification sent' show without a reload; a log that leaves the filter leaves the
 * list). The log on screen deleted: the user goes to the project's logs, told why. A log sent
 * to the user (`notified`, which only its recipients get): a toast names it, with a link.
 */
export function handleLogEvent(event: EventPayload<'log'>, context: LogsLiveContext): void {
  const { workspaceId, queryClient } = context;
  const screen = context.screen();
  const onScreen = screen.projectId === event.project_id && screen.logId === event.log_id;
  if (event.action === 'notified' && event.title !== undefined) {
    context.announce(
      logSentMessage(event.author ?? 'A teammate', event.title),
      event.project_id,
      event.log_id,
    );
  }
  if (event.action === 'deleted') {
    if (onScreen) context.leave(event.project_id, LOG_DELETED_ELSEWHERE);
    queryClient.removeQueries({
      queryKey: logKeys.detail(workspaceId, event.project_id, event.log_id),
    });
  }
  void queryClient.invalidateQueries({ queryKey: logKeys.project(workspaceId, event.project_id) });
  if (event.action === 'created' || event.action === 'deleted') {
    // The free plan counts logs.
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) });
  }
}

/** `projectLogs`: the project's list of logs changed (a log added, archived, restored, deleted). */
export function handleProjectLogsEvent(
  payload: EventPayload<'projectLogs'>,
  context: LogsLiveContext,
): void {
  void context.queryClient.invalidateQueries({
    queryKey: [...logKeys.project(context.workspaceId, payload.project_id), 'list'],
  });
}
