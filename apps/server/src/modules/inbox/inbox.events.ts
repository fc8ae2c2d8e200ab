import type { EventBus } from '../../events/bus';
import type { EventSource } from '../../events/types';

/** `inbox`: only the people whose inbox changed hear it. */
export async function publishInboxEvent(
  deps: { bus: EventBus },
  { workspaceId, userIds }: { workspaceId: number; userIds: number[] },
  action: 'added' | 'read',
  source: EventSource,
): Promise<void> {
  if (userIds.length === 0) return;
  await deps.bus.publish({
    topic: 'inbox',
    payload: { workspace_id: workspaceId, action },
    source,
    audience: { userIds },
  });
}
