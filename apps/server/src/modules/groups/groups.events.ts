import type { GroupEventPayload, ProjectEventPayload } from '@hangar/contracts';
import type { Database } from '../../db/client';
import type { projects } from '../../db/schema';
import type { EventBus } from '../../events/bus';
import type { EventSource } from '../../events/types';
import { teamChangeFields, type TeamChange } from '../teams/teams.service';
import { groupAudience, projectAudience } from './groups.access';
import type { GroupRow } from './groups.repository';

type ProjectRow = typeof projects.$inferSelect;

/**
 * Group events go to the people who can see the group, computed after the change, or to
 * `audience` when the caller computed it (before a deletion, or with someone who lost access).
 */
export async function publishGroupEvent(
  deps: { db: Database; bus: EventBus },
  group: GroupRow,
  action: GroupEventPayload['action'],
  source: EventSource,
  audience?: number[],
) {
  const userIds = audience ?? (await groupAudience(deps.db, group));
  const payload = { group_id: group.id, action };
  await deps.bus.publish({ topic: 'group', payload, source, audience: { userIds } });
}

/** A change to the group's team: told to those who see the group and to the person concerned. */
export async function publishGroupUserEvent(
  deps: { db: Database; bus: EventBus },
  group: GroupRow,
  change: TeamChange,
  source: EventSource,
) {
  const payload = { group_id: group.id, ...teamChangeFields(change) };
  const userIds = await groupAudience(deps.db, group, [change.userId]);
  await deps.bus.publish({ topic: 'groupUser', payload, source, audience: { userIds } });
}

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
