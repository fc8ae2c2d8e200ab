import type { EventBus } from '../../events/bus';
import type { EventSource } from '../../events/types';

/**
 * Something only the user sees of their own account changed (their API tokens): a `user` event to
 * them alone, which their Profile & security page follows.
 */
export async function publishUserChangedToThemselves(
  bus: EventBus,
  userId: number,
  source: EventSource,
): Promise<void> {
  await bus.publish({
    topic: 'user',
    payload: { user_id: userId },
    source,
    audience: { userIds: [userId] },
  });
}
