import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { DeliveredIds } from './delivered-ids';
import { eventsStoredWithin, type StoredEventsCursor } from './events.repository';
import { isBrowserEvent, type LiveEvent } from './types';

/** How often an instance reads the events table while its link to the others is down. */
const CATCH_UP_INTERVAL_MS = 2000;
/**
 * How far before the last sign of a working link a catch-up looks: an event is stored a little
 * before it is published, and a commit can land late.
 */
const LOOKBACK_MARGIN_MS = 10_000;
const PAGE_SIZE = 1000;

export interface CatchUpDeps {
  db: Database;
  delivered: DeliveredIds;
  /** Above this many missed browser events, `reset` is sent instead of them. */
  maxReplayed: number;
  /** Hands a missed event to the listeners (once: it checks `delivered` again). */
  deliver(event: LiveEvent, superseded: boolean): void;
  /** Tells the listeners a catch-up is too large to replay. */
  reset(): void;
  log: FastifyBaseLogger;
}

/**
 * Finds in the events table what this instance missed from the others while its link through
 * Redis was broken, and delivers it in id order: every `CATCH_UP_INTERVAL_MS` while the link is
 * down (so events still flow between instances, a little later), once more as soon as it is
 * back, and whenever another instance back from an outage asks.
 */
export interface CatchUp {
  /** The link broke; what the others sent after `since` (epoch ms) may be missing. */
  linkDown(since: number): void;
  /**
   * The link works again. Returns how far back (ms) the other instances should look for what
   * this one could not send them, or null when it sent everything.
   */
  linkUp(): number | null;
  /** Another instance asks to look for events stored in the last `lookbackMs`. */
  lookBack(lookbackMs: number): void;
  close(): Promise<void>;
}

export function createCatchUp(deps: CatchUpDeps): CatchUp {
  const { db, delivered, log } = deps;
  let up = true;
  /** Events stored after this (epoch ms) may not have been delivered here; null: none. */
  let missedSince: number | null = null;
  /** While down: when this instance's own events may have stopped reaching the others. */
  let downSince: number | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let failing = false;
  /** Counts the needs noted, so a sweep knows whether one came while it ran. */
  let needs = 0;

  const needFrom = (time: number) => {
    missedSince = Math.min(missedSince ?? time, time);
    needs += 1;
  };

  async function readMissed(lookbackMs: number): Promise<LiveEvent[]> {
    const missed: LiveEvent[] = [];
    let cursor: StoredEventsCursor | null = null;
    do {
      const page = await eventsStoredWithin(db, lookbackMs, cursor, PAGE_SIZE);
      missed.push(...page.events.filter((event) => !delivered.has(event.id)));
      cursor = page.next;
    } while (cursor);
    return missed.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  }

  async function sweep(): Promise<void> {
    const from = missedSince;
    if (from === null) return;
    const startedAt = Date.now();
    const needsAtStart = needs;
    const upAtStart = up;
    const missed = await readMissed(startedAt - from);
    const superseded = missed.filter(isBrowserEvent).length > deps.maxReplayed;
    if (superseded) deps.reset();
    for (const event of missed) deps.deliver(event, superseded);
    // Once per outage, when the link is back; the sweeps while it is down would be one a tick.
    const report = { events: missed.length, reset: superseded };
    if (upAtStart) log.info(report, 'caught up on the live events missed during a Redis outage');
    else if (missed.length > 0) log.debug(report, 'caught up on live events from the database');
    if (needs !== needsAtStart) return; // asked again meanwhile: the next sweep reads from `from`
    // Still down: the next sweep only needs what was stored since this one, with the margin.
    missedSince = upAtStart && up ? null : startedAt - LOOKBACK_MARGIN_MS;
  }

  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    if (missedSince === null) return;
    running = sweep()
      .then(
        () => {
          failing = false;
        },
        (error: unknown) => {
          if (!failing) log.warn({ err: error }, 'could not read missed live events; will retry');
          failing = true;
        },
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const timer = setInterval(kick, CATCH_UP_INTERVAL_MS);
  timer.unref();

  return {
    linkDown(since) {
      up = false;
      downSince = Math.min(downSince ?? since, since);
      needFrom(since - LOOKBACK_MARGIN_MS);
      kick();
    },
    linkUp() {
      up = true;
      const lookback = downSince === null ? null : Date.now() - downSince + LOOKBACK_MARGIN_MS;
      downSince = null;
      kick();
      return lookback;
    },
    lookBack(lookbackMs) {
      needFrom(Date.now() - lookbackMs);
      kick();
    },
    async close() {
      clearInterval(timer);
      again = false;
      await running;
    },
  };
}
