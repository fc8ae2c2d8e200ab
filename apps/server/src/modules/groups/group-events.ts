import type { Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { ProjectRow } from '../projects/projects.repository';
import type { EventSource } from '../workspaces/workspaces.deps';
import { groupAudience, projectAudience } from './access';
import type { GroupRow } from './groups.repository';

type ItemAction = 'created' | 'updated' | 'archived' | 'restored' | 'deleted';
type TeamAction = 'added' | 'updated' | 'removed';

/**
 * Group and project events go to the people who can see the item (computed after the change,
 * or before a deletion), plus those named in `alsoTell` (someone who just lost access).
 */
export async function publishGroupEvent(
  deps: { db: Database; bus: EventBus },
  group: GroupRow,
  action: ItemAction,
  source: EventSource,
  audience?: number[],
) {
  const userIds = audience ?? (await groupAudience(deps.db, group));
  await deps.bus.publish({
    topic: 'group',
    payload: { group_id: group.id, action },
    source,
    audience: { userIds },
  });
}

export async function publishGroupUserEvent(
  deps: { db: Database; bus: EventBus },
  group: GroupRow,
  change: { userId: number; action: TeamAction; right: Right | null },
  source: EventSource,
) {
  await deps.bus.publish({
    topic: 'groupUser',
    payload: {
      group_id: group.id,
      user_id: change.userId,
      action: change.action,
      right: change.right,
    },
    source,
    audience: { userIds: await groupAudience(deps.db, group, [change.userId]) },
  });
}

export async function publishProjectEvent(
  deps: { db: Database; bus: EventBus },
  group: GroupRow,
  project: ProjectRow,
  action: ItemAction,
  source: EventSource,
  audience?: number[],
) {
  const userIds = audience ?? (await projectAudience(deps.db, group, project));
  await deps.bus.publish({
    topic: 'project',
    payload: { project_id: project.id, group_id: project.groupId, action },
    source,
    audience: { userIds },
  });
}

export async function publishProjectUserEvent(
  deps: { db: Database; bus: EventBus },
  group: GroupRow,
  project: ProjectRow,
  change: { userId: number; action: TeamAction; right: Right | null },
  source: EventSource,
) {
  await deps.bus.publish({
    topic: 'projectUser',
    payload: {
      project_id: project.id,
      user_id: change.userId,
      action: change.action,
      right: change.right,
    },
    source,
    audience: { userIds: await projectAudience(deps.db, group, project, [change.userId]) },
  });
}
