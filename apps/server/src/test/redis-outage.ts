import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, gt, max } from 'drizzle-orm';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { events } from '../db/schema';
import { buildGroup, buildSignedInUser, buildWorkspace, inWorkspace } from './factories';
import { startTestServer, testRedisUrl, uniqueRedisPrefix, type TestServer } from './harness';
import { openEventStream, type EventStreamReader } from './sse-client';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/** Two server instances on one database and one Redis, each reaching Redis through its own proxy. */
export interface InstancePair {
  a: TestServer;
  b: TestServer;
  proxyA: TcpProxy;
  proxyB: TcpProxy;
  /** Both proxies at once: the whole Redis down, frozen, or back. */
  redis: Pick<TcpProxy, 'pause' | 'cut' | 'resume'>;
  close(): Promise<void>;
}

export async function startInstancesBehindRedisProxies(
  connect: () => DatabaseHandle,
  config: Partial<Config> = {},
): Promise<InstancePair> {
  const target = new URL(testRedisUrl);
  const redisTarget = { host: target.hostname, port: Number(target.port || 6379) };
  const proxyA = await startTcpProxy(redisTarget);
  const proxyB = await startTcpProxy(redisTarget);
  const shared = { redisKeyPrefix: uniqueRedisPrefix(), ...config };
  const a = await startTestServer(connect(), {
    config: { ...shared, redisUrl: proxyA.urlFor(testRedisUrl) },
  });
  const b = await startTestServer(connect(), {
    config: { ...shared, redisUrl: proxyB.urlFor(testRedisUrl) },
  });
  const both = [proxyA, proxyB];
  return {
    a,
    b,
    proxyA,
    proxyB,
    redis: {
      pause: () => both.forEach((proxy) => proxy.pause()),
      cut: () => both.forEach((proxy) => proxy.cut()),
      resume: () => both.forEach((proxy) => proxy.resume()),
    },
    async close() {
      await a.close();
      await b.close();
      await proxyA.close();
      await proxyB.close();
    },
  };
}

/** An owner signed in on `server`, with a workspace and a group whose renames are the writes. */
export async function buildWriter(server: TestServer) {
  const owner = await buildSignedInUser(server, { fullname: 'Olive Owner' });
  const workspace = await buildWorkspace(server, owner.user);
  const group = await buildGroup(server, workspace, { name: 'Launch' });
  let renames = 0;
  return {
    owner,
    /** Renames the group through `on`: one live event for the owner. Resolves with its timing. */
    async write(on: TestServer): Promise<{ status: number; ms: number }> {
      renames += 1;
      const started = performance.now();
      const response = await on.api('PUT', `/groups/${group.id}`, {
        token: owner.token,
        headers: inWorkspace(workspace),
        body: { name: `Launch ${renames}` },
      });
      return { status: response.status, ms: performance.now() - started };
    },
    /** An event stream of the owner on `server`, already past its `ready` event. */
    async listen(on: TestServer, token = owner.token): Promise<EventStreamReader> {
      const stream = await openEventStream(`${on.baseUrl}/api/sub?access_token=${token}`);
      await stream.until((event) => event.event === 'ready');
      return stream;
    },
  };
}

export type Writer = Awaited<ReturnType<typeof buildWriter>>;

/** Collects the ids of the messages a stream receives, until it ends. */
function collectIds(stream: EventStreamReader): string[] {
  const ids: string[] = [];
  void (async () => {
    for (;;) {
      const event = await stream.next(3_600_000).catch(() => null);
      if (!event) return;
      if (event.event === 'message' && event.id) ids.push(event.id);
    }
  })();
  return ids;
}

async function lastEventId(server: TestServer): Promise<bigint> {
  const [row] = await server.app.services.database.db.select({ id: max(events.id) }).from(events);
  return row?.id ?? 0n;
}

/** The ids of the `topic` events stored after `afterId`. */
async function eventIdsAfter(
  server: TestServer,
  afterId: bigint,
  topic: string,
): Promise<string[]> {
  const rows = await server.app.services.database.db
    .select({ id: events.id })
    .from(events)
    .where(and(gt(events.id, afterId), eq(events.topic, topic)));
  return rows.map((row) => row.id.toString());
}

export interface OutagePlan {
  /** Writes before the outage, while Redis is frozen, cut, and after it is back. */
  beforeMs: number;
  pausedMs: number;
  cutMs: number;
  afterMs: number;
  /** One write every this many ms, alternately on each instance. */
  writeEveryMs: number;
  /** How long the streams may take to receive everything once the writes end. */
  deliveryWaitMs: number;
}

export interface OutageFigures {
  /** How long each write took, in ms, and the statuses that were not 200. */
  writeMs: number[];
  failedStatuses: number[];
  /** Events each stream should have received (one stream on each instance), and missed. */
  eventsExpected: number;
  eventsLost: number;
  eventsDuplicated: number;
}

/**
 * Writes at a steady rate on both instances while Redis is frozen, then cut, then back, with
 * an event stream of the writer open on each instance; counts what the streams missed.
 */
export async function writeThroughRedisOutage(
  pair: InstancePair,
  writer: Writer,
  plan: OutagePlan,
): Promise<OutageFigures> {
  const streams = [await writer.listen(pair.a), await writer.listen(pair.b)];
  const received = streams.map(collectIds);
  const baseline = await lastEventId(pair.a);
  const writes: Promise<{ status: number; ms: number }>[] = [];
  const writeFor = async (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      writes.push(writer.write(writes.length % 2 === 0 ? pair.a : pair.b));
      await delay(plan.writeEveryMs);
    }
  };
  try {
    await writeFor(plan.beforeMs);
    pair.redis.pause();
    await writeFor(plan.pausedMs);
    pair.redis.cut();
    await writeFor(plan.cutMs);
    pair.redis.resume();
    await writeFor(plan.afterMs);
    const results = await Promise.all(writes);
    const expected = await eventIdsAfter(pair.a, baseline, 'group');
    const missing = () => received.flatMap((ids) => expected.filter((id) => !ids.includes(id)));
    const deadline = performance.now() + plan.deliveryWaitMs;
    while (missing().length > 0 && performance.now() < deadline) await delay(50);
    const duplicates = received.map((ids) => ids.length - new Set(ids).size);
    return {
      writeMs: results.map((result) => result.ms),
      failedStatuses: results.map((result) => result.status).filter((status) => status !== 200),
      eventsExpected: expected.length * streams.length,
      eventsLost: missing().length,
      eventsDuplicated: duplicates.reduce((sum, count) => sum + count, 0),
    };
  } finally {
    pair.redis.resume();
    streams.forEach((stream) => stream.close());
  }
}
