import type { WorkspaceRole } from '@hangar/domain';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { teammateIds } from './workspaces.repository';
import type { EventSource } from '../../events/types';

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

/** A user's name, avatar or e-mail changed: reaches them and the people they share a workspace with. */
export async function publishUserChanged(
  deps: { db: Database; bus: EventBus },
  userId: number,
  source: EventSource,
) {
  return deps.bus.publish({
    topic: 'user',
    payload: { user_id: userId },
    source,
    audience: { userIds: await teammateIds(deps.db, userId) },
  });
}
