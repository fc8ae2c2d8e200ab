import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { deleteEventsOlderThan, eventExists, eventsAfter, insertEvent } from './events.repository';
import type { EventTransport, LiveEvent, LiveEventListener, NewLiveEvent } from './types';

/** How many missed events a reconnecting client may catch up on before it must refetch. */
export const MAX_REPLAYED_EVENTS = 500;

export type Replay = { kind: 'events'; events: LiveEvent[] } | { kind: 'reset' };

export interface EventBus {
  /**
   * Stores the event and fans it out to every instance. Call it after the change's transaction
   * has committed. Delivery is best-effort: a failure is logged, never thrown into the request,
   * and clients catch up or refetch when they reconnect.
   */
  publish(event: NewLiveEvent): Promise<LiveEvent | null>;
  subscribe(listener: LiveEventListener): () => void;
  /** What a client that last saw `lastEventId` missed, or 'reset' when that is no longer known. */
  replayAfter(lastEventId: string): Promise<Replay>;
  pruneOlderThan(ageMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function createEventBus(deps: {
  db: Database;
  transport: EventTransport;
  log: FastifyBaseLogger;
}): Promise<EventBus> {
  const { db, transport, log } = deps;
  const listeners = new Set<LiveEventListener>();
  await transport.start((event) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error }, 'live event listener failed');
      }
    }
  });

  return {
    async publish(event) {
      try {
        const stored = await insertEvent(db, event);
        await transport.broadcast(stored);
        return stored;
      } catch (error) {
        log.error({ err: error, topic: event.topic }, 'could not publish a live event');
        return null;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async replayAfter(lastEventId) {
      if (!/^\d{1,19}$/.test(lastEventId)) return { kind: 'reset' };
      const id = BigInt(lastEventId);
      if (!(await eventExists(db, id))) return { kind: 'reset' };
      const missed = await eventsAfter(db, id, MAX_REPLAYED_EVENTS + 1);
      if (missed.length > MAX_REPLAYED_EVENTS) return { kind: 'reset' };
      return { kind: 'events', events: missed };
    },
    pruneOlderThan: (ageMs) => deleteEventsOlderThan(db, ageMs),
    async close() {
      listeners.clear();
      await transport.close();
    },
  };
}
