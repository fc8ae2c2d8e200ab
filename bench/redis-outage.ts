// Writes and live events through a Redis outage: two server instances in this process on one
// embedded database, each reaching Redis (REDIS_URL, else 127.0.0.1:6379) through a TCP proxy
// that holds it down for 10 s (frozen, then cut). Run alone: `tsx bench/redis-outage.ts`.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { openPglite } from '../apps/server/src/db/client';
// The test harness this borrows reads what vitest's global setup provides; its types are there.
import type {} from '../apps/server/src/test/global-setup';
import {
  buildWriter,
  startInstancesBehindRedisProxies,
  writeThroughRedisOutage,
} from '../apps/server/src/test/redis-outage';

export interface RedisOutageFigures {
  writes: number;
  /** Time each write took to answer, in ms. */
  p50: number;
  p99: number;
  /** Live events the open streams (one on each instance) should have received, and missed. */
  eventsExpected: number;
  eventsLost: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Writes 20 times a second, alternately on each instance, for 2 s, through 10 s of Redis down
 * (the first `frozenMs` frozen, the rest cut), and 2 s after; then gives the streams up to 20 s
 * to receive every event. The live docs' Redis connections outlive the closed instances (they
 * keep retrying the closed proxies), so a script that calls this ends with `process.exit()`.
 */
export async function measureRedisOutage(
  options: { outageMs?: number; frozenMs?: number; writesPerSecond?: number } = {},
): Promise<RedisOutageFigures> {
  const { outageMs = 10_000, frozenMs = 2000, writesPerSecond = 20 } = options;
  const database = await openPglite(null);
  await database.migrate();
  const pair = await startInstancesBehindRedisProxies(() => database);
  try {
    const writer = await buildWriter(pair.a);
    const figures = await writeThroughRedisOutage(pair, writer, {
      beforeMs: 2000,
      pausedMs: frozenMs,
      cutMs: outageMs - frozenMs,
      afterMs: 2000,
      writeEveryMs: 1000 / writesPerSecond,
      deliveryWaitMs: 20_000,
    });
    if (figures.failedStatuses.length > 0) {
      throw new Error(`writes failed during the outage: ${figures.failedStatuses.join(', ')}`);
    }
    return {
      writes: figures.writeMs.length,
      p50: percentile(figures.writeMs, 50),
      p99: percentile(figures.writeMs, 99),
      eventsExpected: figures.eventsExpected,
      eventsLost: figures.eventsLost,
    };
  } finally {
    await pair.close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await measureRedisOutage();
  console.log(
    `Redis down 10 s: ${figures.writes} writes, p50 ${figures.p50.toFixed(1)} ms, ` +
      `p99 ${figures.p99.toFixed(1)} ms; live events lost ${figures.eventsLost} of ${figures.eventsExpected}`,
  );
  console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  const overBudget = figures.eventsLost > 0 || figures.p99 >= 200;
  if (overBudget) console.log('OVER BUDGET: events lost, or write p99 of 200 ms or more');
  process.exit(overBudget ? 1 : 0);
}
