import type { ProjectEventPayload, ProjectUserEventPayload } from '@hangar/contracts';
import type { Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { projectAudience } from './projects.access';
import type { GroupRow } from '../groups/groups.repository';
import type { ProjectRow } from './projects.repository';
import type { EventSource } from '../../events/types';

type ItemAction = ProjectEventPayload['action'];
type TeamAction = ProjectUserEventPayload['action'];

/**
 * Project events go to the people who can see the project, computed after the change, or to
 * `audience` when the caller computed it (before a deletion, or with someone who lost access).
 */
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
