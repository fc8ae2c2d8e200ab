import type { EventBus } from './bus';
import type { LiveEvent } from './types';

/**
 * Tells every instance to drop the live connections of these docs (deleted, archived, locked or
 * unlocked), so their editors reconnect and are let in again only as far as the doc now allows.
 * Call it after the transaction that changed them has committed.
 */
export async function publishLiveDocsReset(bus: EventBus, docIds: number[]): Promise<void> {
  if (docIds.length === 0) return;
  await bus.publish({ topic: 'liveDocs', payload: { doc_ids: docIds }, source: null });
}

/** The docs an event says to reset; none for any other event. */
export function resetLiveDocIds(event: LiveEvent): ReadonlySet<number> {
  return new Set(event.topic === 'liveDocs' ? event.payload.doc_ids : []);
}

/**
 * The user whose role or team right changed or who left a team, if the event says so: their
 * live docs reconnect, to be let in again as their rights now allow.
 */
export function userWithChangedRights(event: LiveEvent): number | null {
  if (
    event.topic !== 'workspaceUser' &&
    event.topic !== 'groupUser' &&
    event.topic !== 'projectUser'
  ) {
    return null;
  }
  const { action, user_id: userId } = event.payload;
  return action === 'updated' || action === 'removed' ? userId : null;
}
