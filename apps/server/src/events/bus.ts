import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { createCatchUp } from './catch-up';
import { createDeliveredIds } from './delivered-ids';
import { deleteEventsOlderThan, eventExists, eventsAfter, insertEvent } from './events.repository';
import { outageLog } from './redis-connection';
import type { BusTopic, EventTransport, LiveEvent, LiveEventListener, NewLiveEvent } from './types';

/** How many missed events a client (or a catch-up after an outage) may replay before a refetch. */
export const MAX_REPLAYED_EVENTS = 500;
/** The largest id of the events table (a PostgreSQL bigint). */
const MAX_EVENT_ID = 9_223_372_036_854_775_807n;
/** How many delivered event ids an instance remembers, so no event is delivered twice. */
const DELIVERED_IDS_KEPT = 10_000;

/**
 * Topics that other instances cache what depends on: who may call (a session ended, a membership
 * changed or ended; http/caller-cache.ts) and a project's docs tree (modules/docs/docs-tree-cache.ts).
 * The call that causes one answers only once this instance has heard Redis echo the event back, so
 * another instance has it on its socket before the caller can reach that instance, and serves
 * nothing stale. Bounded, so a frozen Redis delays such a call by at most this long.
 */
const CONFIRMED_TOPICS: ReadonlySet<BusTopic> = new Set([
  'session',
  'workspace',
  'workspaceUser',
  'doc',
]);
const CONFIRMED_EVENT_WAIT_MS = 500;

function settledWithin(work: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

type Replay = { kind: 'events'; events: LiveEvent[] } | { kind: 'reset' };

/** The bus as the metrics show it. */
interface BusState {
  /** False while the link to the other instances (Redis) is down. */
  linked: boolean;
  /** Events this instance published since it started. */
  published: number;
  /** Events this instance's listeners heard, from any instance, since it started. */
  delivered: number;
}

export interface EventBus {
  /**
   * Stores the event, delivers it to this instance's listeners at once, and sends it to the
   * other instances without waiting for Redis (but briefly for `CONFIRMED_TOPICS`). Call it after the change's transaction has
   * committed. A failure to store it is logged, never thrown into the request; the other
   * instances find what Redis could not carry them in the events table (`catch-up.ts`).
   */
  publish(event: NewLiveEvent): Promise<LiveEvent | null>;
  /**
   * `publish` for an event a change stored itself, in its own statement (`storeEventWith`), so
   * that the event exists exactly when the change does: delivers and sends it.
   */
  announce(stored: LiveEvent): Promise<void>;
  /**
   * Calls `listener` once for every event, from any instance. `onReset`, when given, is called
   * instead of replaying a catch-up of more than MAX_REPLAYED_EVENTS events meant for browsers;
   * the listener still hears those events, marked `superseded`.
   */
  subscribe(listener: LiveEventListener, onReset?: () => void): () => void;
  /** What a client that last saw `lastEventId` missed, or 'reset' when that is no longer known. */
  replayAfter(lastEventId: string): Promise<Replay>;
  pruneOlderThan(ageMs: number): Promise<void>;
  state(): BusState;
  close(): Promise<void>;
}

export async function createEventBus(deps: {
  db: Database;
  transport: EventTransport;
  log: FastifyBaseLogger;
}): Promise<EventBus> {
  const { db, transport, log } = deps;
  const listeners = new Map<LiveEventListener, (() => void) | undefined>();
  const delivered = createDeliveredIds(DELIVERED_IDS_KEPT);
  const counts: BusState = { linked: true, published: 0, delivered: 0 };
  const deliver = (event: LiveEvent, superseded = false) => {
    if (delivered.has(event.id)) return;
    delivered.add(event.id);
    counts.delivered += 1;
    for (const listener of listeners.keys()) {
      try {
        listener(event, { superseded });
      } catch (error) {
        log.error({ err: error }, 'live event listener failed');
      }
    }
  };
  const catchUp = createCatchUp({
    db,
    delivered,
    maxReplayed: MAX_REPLAYED_EVENTS,
    deliver,
    reset: () => {
      for (const onReset of listeners.values()) onReset?.();
    },
    log,
  });
  const outage = outageLog(log, {
    down: 'Redis is unreachable: live events reach the other instances through the database until it is back',
    up: 'Redis is reachable again: live events go through it again',
  });
  await transport.start({
    onEvent: (event) => deliver(event),
    onCatchUpRequest: (lookbackMs) => catchUp.lookBack(lookbackMs),
    onDown(since, reason) {
      counts.linked = false;
      outage.down(reason);
      catchUp.linkDown(since);
    },
    onUp() {
      counts.linked = true;
      outage.up();
      const lookback = catchUp.linkUp();
      if (lookback !== null) transport.requestCatchUp(lookback);
    },
  });

  const announce = async (stored: LiveEvent) => {
    counts.published += 1;
    deliver(stored);
    const sent = transport.broadcast(stored);
    if (CONFIRMED_TOPICS.has(stored.topic)) await settledWithin(sent, CONFIRMED_EVENT_WAIT_MS);
  };

  return {
    async publish(event) {
      let stored: LiveEvent;
      try {
        stored = await insertEvent(db, event);
      } catch (error) {
        log.error({ err: error, topic: event.topic }, 'could not publish a live event');
        return null;
      }
      await announce(stored);
      return stored;
    },
    announce,
    subscribe(listener, onReset) {
      listeners.set(listener, onReset);
      return () => listeners.delete(listener);
    },
    async replayAfter(lastEventId) {
      // An id the events table's bigint cannot hold names no event: PostgreSQL would refuse it.
      if (!/^\d{1,19}$/.test(lastEventId) || BigInt(lastEventId) > MAX_EVENT_ID) {
        return { kind: 'reset' };
      }
      const id = BigInt(lastEventId);
      if (!(await eventExists(db, id))) return { kind: 'reset' };
      const missed = await eventsAfter(db, id, MAX_REPLAYED_EVENTS + 1);
      if (missed.length > MAX_REPLAYED_EVENTS) return { kind: 'reset' };
      return { kind: 'events', events: missed };
    },
    pruneOlderThan: (ageMs) => deleteEventsOlderThan(db, ageMs),
    state: () => ({ ...counts }),
    async close() {
      listeners.clear();
      await transport.close();
      await catchUp.close();
    },
  };
}
