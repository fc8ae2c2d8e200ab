import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { onLiveTopic } from '../../../api/sse';
import { toast } from '../../../ui/toast';
import {
  handleLogEvent,
  handleProjectLogsEvent,
  OPEN_SENT_LOG,
  type LogsLiveContext,
  type LogsScreen,
} from './logs-live-handlers';

function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The logs' live events while a workspace page is open (topics `log` and `projectLogs`). */
export function useLogsLiveEvents(workspaceId: number): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const params = useMatches().at(-1)?.params ?? {};
  const projectId = idParam(params.projectid);
  const logId = idParam(params.logid);
  const screenRef = useRef<LogsScreen>({ projectId, logId });
  useEffect(() => {
    screenRef.current = { projectId, logId };
  }, [projectId, logId]);

  useEffect(() => {
    const context: LogsLiveContext = {
      workspaceId,
      queryClient,
      screen: () => screenRef.current,
      leave: (project, message) => {
        screenRef.current = { projectId: project, logId: null };
        toast.info(message);
        void navigate(routes.projectPage(workspaceId, project, 'logs'), { replace: true });
      },
      announce: (message, project, log) =>
        toast.info(message, {
          link: { label: OPEN_SENT_LOG, to: routes.log(workspaceId, project, log) },
        }),
    };
    const stopLog = onLiveTopic('log', (payload) => handleLogEvent(payload, context));
    const stopList = onLiveTopic('projectLogs', (payload) =>
      handleProjectLogsEvent(payload, context),
    );
    return () => {
      stopLog();
      stopList();
    };
  }, [workspaceId, queryClient, navigate]);
}
