import {
  groupUserEventPayload,
  projectUserEventPayload,
  workspaceUserEventPayload,
} from '@hangar/contracts';
import { z } from 'zod';
import type { EventBus } from './bus';
import type { LiveEvent } from './types';

const docsReset = z.object({ doc_ids: z.array(z.number().int()) });

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
  if (event.topic !== 'liveDocs') return new Set();
  const parsed = docsReset.safeParse(event.payload);
  return new Set(parsed.success ? parsed.data.doc_ids : []);
}

const RIGHTS_TOPICS = {
  workspaceUser: workspaceUserEventPayload,
  groupUser: groupUserEventPayload,
  projectUser: projectUserEventPayload,
} as const;

/**
 * The user whose role or team right changed or who left a team, if the event says so: their
 * live docs reconnect, to be let in again as their rights now allow.
 */
export function userWithChangedRights(event: LiveEvent): number | null {
  if (!(event.topic in RIGHTS_TOPICS)) return null;
  const schema = RIGHTS_TOPICS[event.topic as keyof typeof RIGHTS_TOPICS];
  const parsed = schema.safeParse(event.payload);
  if (!parsed.success) return null;
  const { action, user_id: userId } = parsed.data;
  return action === 'updated' || action === 'removed' ? userId : null;
}
