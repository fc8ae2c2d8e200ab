import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useScreenIds, useScreenRef } from '../../../api/live-screen';
import { onLiveTopic } from '../../../api/sse';
import { toast } from '../../../ui/toast';
import {
  handleLogEvent,
  handleProjectLogsEvent,
  OPEN_SENT_LOG,
  type LogsLiveContext,
  type LogsScreen,
} from './logs-live-handlers';

/** The logs' live events while a workspace page is open (topics `log` and `projectLogs`). */
export function useLogsLiveEvents(workspaceId: number): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const screenRef = useScreenRef<LogsScreen>(
    useScreenIds({ projectId: 'projectid', logId: 'logid' }),
  );

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
  }, [workspaceId, queryClient, navigate, screenRef]);
}
