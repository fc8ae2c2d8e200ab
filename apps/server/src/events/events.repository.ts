import { and, asc, eq, getTableColumns, gt, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedOnEach } from '../db/prepared';
import { events } from '../db/schema';
import { toLiveEvent, type EventAudience, type LiveEvent, type NewLiveEvent } from './types';

type EventRow = typeof events.$inferSelect;

/** The stored events whose payload still matches their topic's (see `toLiveEvent`). */
function liveEventsOf(rows: EventRow[]): LiveEvent[] {
  return rows.flatMap((row) => {
    const event = toLiveEvent({
      id: row.id.toString(),
      topic: row.topic,
      payload: row.payload,
      source: row.source,
      audience: row.audience as EventAudience,
    });
    return event ? [event] : [];
  });
}

/** An event's columns as placeholders, filled from `eventRow` when a statement runs. */
const EVENT_PLACEHOLDERS = {
  topic: sql.placeholder('topic'),
  payload: sql.placeholder('payload'),
  source: sql.placeholder('source'),
  audience: sql.placeholder('audience'),
};

const insertEventStatement = preparedOnEach((db) =>
  db.insert(events).values(EVENT_PLACEHOLDERS).returning({ id: events.id }).prepare('insert_event'),
);

export async function insertEvent(db: Database, event: NewLiveEvent): Promise<LiveEvent> {
  const [row] = await insertEventStatement(db).execute(eventRow(event));
  if (!row) throw new Error('insert into events returned no row');
  return storedEvent(event, row.id);
}

/** The columns of an event's row (for a statement that stores one with its change). */
export function eventRow(event: NewLiveEvent) {
  const { topic, payload, source } = event;
  return { topic, payload, source, audience: event.audience ?? {} };
}

/** The event once stored as the row `id`. */
export function storedEvent(event: NewLiveEvent, id: bigint): LiveEvent {
  return { ...event, id: id.toString(), audience: event.audience ?? {} };
}

/**
 * A common table expression that stores an event given by the placeholders of `eventRow`'s
 * columns, for a prepared statement that makes a change and stores its event at once (then
 * `EventBus.announce` it): `storedId` is its new row's id (`storedEvent` gives the event).
 */
export function storeEventWith(db: Database) {
  return db
    .$with('stored_event')
    .as(db.insert(events).values(EVENT_PLACEHOLDERS).returning({ storedId: events.id }));
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
  return liveEventsOf(rows);
}

/** Where a page of `eventsStoredWithin` ended: the last event's storage time and id. */
export interface StoredEventsCursor {
  /** `created_at` as PostgreSQL prints it, to the microsecond. */
  storedAt: string;
  id: string;
}

/**
 * A page of the events stored in the last `lookbackMs` (by the database's clock), in storage
 * order (which the `created_at` index serves, whatever the table's statistics), after `cursor`;
 * `next` reads the following page, or is null after the last one.
 */
export async function eventsStoredWithin(
  db: Database,
  lookbackMs: number,
  cursor: StoredEventsCursor | null,
  limit: number,
): Promise<{ events: LiveEvent[]; next: StoredEventsCursor | null }> {
  const rows = await db
    .select({ ...getTableColumns(events), storedAt: sql<string>`${events.createdAt}::text` })
    .from(events)
    .where(
      and(
        gte(events.createdAt, sql`now() - make_interval(secs => ${lookbackMs / 1000})`),
        cursor
          ? sql`(${events.createdAt}, ${events.id}) > (${cursor.storedAt}::timestamptz, ${cursor.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    events: liveEventsOf(rows),
    next:
      rows.length === limit && last ? { storedAt: last.storedAt, id: last.id.toString() } : null,
  };
}

export async function deleteEventsOlderThan(db: Database, ageMs: number): Promise<void> {
  await db
    .delete(events)
    .where(lte(events.createdAt, sql`now() - make_interval(secs => ${ageMs / 1000})`));
}
