import type { EventPayload } from '@hangar/contracts/events';
import { routes } from '@hangar/contracts/routes';
import type { Workspace } from '@hangar/contracts/workspaces';
import { isDemotion } from '@hangar/domain/abilities/workspace';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../auth/queries';
import { invalidateWorkspace, workspaceKeys } from '../queries';

/** Why the user has to leave the workspace they are looking at. */
export type WorkspaceExit = 'deleted' | 'removed';

export interface WorkspaceLiveContext {
  /** The workspace of the page on screen. */
  workspaceId: number;
  /** The signed-in user. */
  userId: number;
  queryClient: QueryClient;
  /** Leaves the workspace on screen for the user's fallback route, with a toast. */
  exit: (reason: WorkspaceExit) => void;
  navigate: (to: string) => void;
}

/** `workspace`: settings changed (name, logo, domain), or the workspace is gone. */
export function handleWorkspaceEvent(
  payload: EventPayload<'workspace'>,
  context: WorkspaceLiveContext,
): void {
  const { workspace_id: workspaceId, action } = payload;
  if (action === 'deleted' && workspaceId === context.workspaceId) {
    context.exit('deleted');
    return;
  }
  void invalidateWorkspace(context.queryClient, workspaceId);
}

/**
 * `workspaceUser`: someone was invited, joined, changed role or left. The team and the seat
 * count reload. About the user themself: removed from the workspace on screen, they leave it;
 * a new role reloads the workspace and its groups, and a lower one shows the team page, where
 * they see what they may still do (SPEC.md section 4).
 */
export function handleWorkspaceUserEvent(
  payload: EventPayload<'workspaceUser'>,
  context: WorkspaceLiveContext,
): void {
  const { workspace_id: workspaceId, user_id: userId, action, role } = payload;
  const { queryClient } = context;
  const onScreen = workspaceId === context.workspaceId;

  if (userId === context.userId && onScreen && action === 'removed') {
    context.exit('removed');
    return;
  }
  const previousRole = queryClient.getQueryData<Workspace>(
    workspaceKeys.current(workspaceId),
  )?.role;
  void invalidateWorkspace(queryClient, workspaceId);
  if (userId !== context.userId || !onScreen || action !== 'updated' || !role || !previousRole) {
    return;
  }
  if (isDemotion(previousRole, role)) {
    context.navigate(routes.settings(workspaceId, 'team'));
  }
}

/** `user`: someone's name, picture or address changed: the teams that show them reload. */
export function handleUserEvent(
  payload: EventPayload<'user'>,
  context: WorkspaceLiveContext,
): void {
  void context.queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'workspaces' && query.queryKey[2] === 'team',
  });
  if (payload.user_id === context.userId) {
    void context.queryClient.invalidateQueries({ queryKey: meQueryKey });
  }
}
