import type { EventBus } from '../../events/bus';
import type { EventSource } from '../../events/types';

/**
 * The owner's tokens changed: their other tabs reload the list. Sent as a `user` event to the
 * owner alone (their teammates show nothing of it), which the Profile & security page follows.
 */
export async function publishApiTokensChanged(
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
