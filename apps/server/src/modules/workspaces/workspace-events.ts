import type { WorkspaceRole } from '@hangar/domain';
import type { EventBus } from '../../events/bus';
import type { EventSource } from './workspaces.deps';

export function publishWorkspaceChanged(
  bus: EventBus,
  workspaceId: number,
  action: 'updated' | 'deleted',
  source: EventSource,
) {
  return bus.publish({
    topic: 'workspace',
    payload: { workspace_id: workspaceId, action },
    source,
    audience: { workspaceId },
  });
}

/** Reaches the workspace's members and the person concerned, even before they belong to it. */
export function publishMembershipChanged(
  bus: EventBus,
  change: {
    workspaceId: number;
    userId: number;
    action: 'invited' | 'joined' | 'updated' | 'removed';
    role: WorkspaceRole | null;
  },
  source: EventSource,
) {
  return bus.publish({
    topic: 'workspaceUser',
    payload: {
      workspace_id: change.workspaceId,
      user_id: change.userId,
      action: change.action,
      role: change.role,
    },
    source,
    audience: { workspaceId: change.workspaceId, userIds: [change.userId] },
  });
}
