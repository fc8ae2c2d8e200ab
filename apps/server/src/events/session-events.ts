import { z } from 'zod';
import type { EventBus } from './bus';
import type { LiveEvent } from './types';

const sessionsEnded = z.object({ session_ids: z.array(z.number().int()) });

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
  if (event.topic !== 'session') return new Set();
  const parsed = sessionsEnded.safeParse(event.payload);
  return new Set(parsed.success ? parsed.data.session_ids : []);
}
