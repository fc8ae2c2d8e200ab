import type { ProjectEventPayload } from '@hangar/contracts';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { EventSource } from '../../events/types';
import type { GroupRow } from '../groups/groups.repository';
import { teamChangeFields } from '../teams/teams.events';
import type { TeamChange } from '../teams/teams.service';
import { projectAudience } from './projects.access';
import type { ProjectRow } from './projects.repository';

/** Project events reach who can see the project after the change, or `audience` (as for groups). */
export async function publishProjectEvent(
  deps: { db: Database; bus: EventBus },
  group: GroupRow,
  project: ProjectRow,
  action: ProjectEventPayload['action'],
  source: EventSource,
  audience?: number[],
) {
  const userIds = audience ?? (await projectAudience(deps.db, group, project));
  const payload = { project_id: project.id, group_id: project.groupId, action };
  await deps.bus.publish({ topic: 'project', payload, source, audience: { userIds } });
}

/** A change to the project's team, for those who see the project and the person concerned. */
export async function publishProjectUserEvent(
  deps: { db: Database; bus: EventBus },
  { group, project }: { group: GroupRow; project: ProjectRow },
  change: TeamChange,
  source: EventSource,
) {
  const payload = { project_id: project.id, ...teamChangeFields(change) };
  const userIds = await projectAudience(deps.db, group, project, [change.userId]);
  await deps.bus.publish({ topic: 'projectUser', payload, source, audience: { userIds } });
}
