import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { useScreenIds, useScreenRef } from '../../../api/live-screen';
import { useSignedInUserId } from '../../../app/session';
import { toast } from '../../../ui/toast';
import { projectQuery } from '../../projects/queries';
import { groupQuery } from '../queries';
import {
  listenToGroupsLiveEvents,
  type GroupsLiveContext,
  type GroupsScreen,
} from './groups-live-handlers';

/**
 * Applies the live events of groups and projects (SPEC.md section 7) while a workspace page is
 * open: lists, teams and rights update without reload, and a user whose group or project is gone
 * or out of sight leaves it, told why.
 */
export function useGroupsLiveEvents(workspaceId: number): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useSignedInUserId();
  const leftRef = useRef(false);
  // Read when an event arrives; a new screen may be left again.
  const screenRef = useScreenRef<GroupsScreen>(
    useScreenIds({ groupId: 'groupid', projectId: 'projectid' }),
    () => {
      leftRef.current = false;
    },
  );

  useEffect(() => {
    if (userId === null) return;
    const context: GroupsLiveContext = {
      workspaceId,
      userId,
      queryClient,
      screen: () => screenRef.current,
      stillVisible: async ({ kind, id }) => {
        try {
          await (kind === 'group'
            ? queryClient.query({ ...groupQuery(workspaceId, id), staleTime: 0 })
            : queryClient.query({ ...projectQuery(workspaceId, id), staleTime: 0 }));
          return true;
        } catch (error) {
          return !(isApiError(error) && (error.status === 404 || error.status === 403));
        }
      },
      leave: (target, message) => {
        // Several events may tell the same story (a group archived with its projects).
        if (leftRef.current) return;
        leftRef.current = true;
        toast.info(message);
        const to =
          target.to === 'group'
            ? routes.group(workspaceId, target.groupId)
            : routes.workspace(workspaceId);
        void navigate(to, { replace: true });
      },
    };
    return listenToGroupsLiveEvents(context);
  }, [workspaceId, userId, queryClient, navigate, screenRef]);
}
