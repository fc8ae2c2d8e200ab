import type { GroupEventPayload, GroupUserEventPayload } from '@hangar/contracts';
import type { Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { groupAudience } from './groups.access';
import type { GroupRow } from './groups.repository';
import type { EventSource } from '../../events/types';

type ItemAction = GroupEventPayload['action'];
type TeamAction = GroupUserEventPayload['action'];

/**
 * Group events go to the people who can see the group, computed after the change, or to
 * `audience` when the caller computed it (before a deletion, or with someone who lost access).
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
