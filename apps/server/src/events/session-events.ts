import type { EventBus } from './bus';
import type { LiveEvent } from './types';

/**
 * Tells every instance that these sessions ended (sign-out, password reset, e-mail change,
 * account deletion, a reused refresh token), so each closes the live connections opened with
 * them. Call it after the transaction that revoked them has committed.
 */
export async function publishSessionsEnded(bus: EventBus, sessionIds: number[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await bus.publish({ topic: 'session', payload: { session_ids: sessionIds }, source: null });
}

/** The sessions an event says have ended; none for any other event. */
export function endedSessionIds(event: LiveEvent): ReadonlySet<number> {
  return new Set(event.topic === 'session' ? event.payload.session_ids : []);
}
