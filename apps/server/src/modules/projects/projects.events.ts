import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { EventSource } from '../../events/types';
import type { GroupRow } from '../groups/groups.repository';
import { teamChangeFields, type TeamChange } from '../teams/teams.service';
import { projectAudience } from '../groups/groups.access';
import type { ProjectRow } from './projects.repository';

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
