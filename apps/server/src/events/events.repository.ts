import { asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { events } from '../db/schema';
import type { BusTopic, EventAudience, LiveEvent, NewLiveEvent } from './types';

type EventRow = typeof events.$inferSelect;

function toLiveEvent(row: EventRow): LiveEvent {
  return {
    id: row.id.toString(),
    topic: row.topic as BusTopic,
    payload: row.payload,
    source: row.source,
    audience: row.audience as EventAudience,
  };
}

export async function insertEvent(db: Database, event: NewLiveEvent): Promise<LiveEvent> {
  const [row] = await db
    .insert(events)
    .values({
      topic: event.topic,
      payload: event.payload ?? null,
      source: event.source,
      audience: event.audience ?? {},
    })
    .returning();
  if (!row) throw new Error('insert into events returned no row');
  return toLiveEvent(row);
}

export async function eventExists(db: Database, id: bigint): Promise<boolean> {
  const rows = await db.select({ id: events.id }).from(events).where(eq(events.id, id)).limit(1);
  return rows.length > 0;
}

/** Events stored after `id`, oldest first, at most `limit`. */
export async function eventsAfter(db: Database, id: bigint, limit: number): Promise<LiveEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(gt(events.id, id))
    .orderBy(asc(events.id))
    .limit(limit);
  return rows.map(toLiveEvent);
}

export async function deleteEventsOlderThan(db: Database, ageMs: number): Promise<void> {
  await db
    .delete(events)
    .where(lte(events.createdAt, sql`now() - make_interval(secs => ${ageMs / 1000})`));
}
