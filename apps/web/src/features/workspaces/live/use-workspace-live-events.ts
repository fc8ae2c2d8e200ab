import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { onLiveTopic } from '../../../api/sse';
import { useSession } from '../../../app/session';
import { toast } from '../../../ui/toast';
import { forgetLastWorkspace } from '../../auth/session-store';
import { fallbackRoute } from '../fallback-route';
import { useWorkspace } from '../queries';
import {
  handleUserEvent,
  handleWorkspaceEvent,
  handleWorkspaceUserEvent,
  type WorkspaceExit,
  type WorkspaceLiveContext,
} from './workspace-live-handlers';

function exitToastText(reason: WorkspaceExit, workspaceName: string | undefined): string {
  const name = workspaceName ? `“${workspaceName}”` : 'this workspace';
  return reason === 'deleted'
    ? `The workspace ${name} was deleted`
    : `You are no longer a member of ${name}`;
}

/**
 * Applies the live events of workspaces (SPEC.md section 7) while a workspace page is open:
 * changes made elsewhere show without reload, and a user who lost the workspace leaves it.
 */
export function useWorkspaceLiveEvents(workspaceId: number): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.userId : null;
  const workspaceName = useWorkspace(workspaceId)?.name;
  // Read when an event arrives: a rename must not re-register the handlers.
  const nameRef = useRef(workspaceName);
  useEffect(() => {
    nameRef.current = workspaceName;
  }, [workspaceName]);

  useEffect(() => {
    if (userId === null) return;
    let exiting = false;
    const context: WorkspaceLiveContext = {
      workspaceId,
      userId,
      queryClient,
      navigate: (to) => void navigate(to),
      exit: (reason) => {
        if (exiting) return;
        exiting = true;
        forgetLastWorkspace(workspaceId);
        toast.info(exitToastText(reason, nameRef.current));
        void fallbackRoute(queryClient).then((to) => navigate(to, { replace: true }));
      },
    };
    const unregisters = [
      onLiveTopic('workspace', (payload) => handleWorkspaceEvent(payload, context)),
      onLiveTopic('workspaceUser', (payload) => handleWorkspaceUserEvent(payload, context)),
      onLiveTopic('user', (payload) => handleUserEvent(payload, context)),
    ];
    return () => unregisters.forEach((unregister) => unregister());
  }, [workspaceId, userId, queryClient, navigate]);
}
