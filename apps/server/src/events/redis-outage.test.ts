import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { findActiveAccessToken } from '../modules/auth/auth-sessions.repository';
import { signIn } from '../test/factories';
import {
  buildWriter,
  startInstancesBehindRedisProxies,
  writeThroughRedisOutage,
  type InstancePair,
  type Writer,
} from '../test/redis-outage';
import type { EventStreamReader } from '../test/sse-client';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { MAX_REPLAYED_EVENTS } from './bus';

/**
 * Two instances on one database and one Redis, each through its own TCP proxy, so a test can
 * freeze, cut and heal Redis for both or for one: writes stay fast, no live event is lost, and
 * sessions that end during the outage still close the streams opened with them.
 */
let database: TestDatabase;
let pair: InstancePair;
let writer: Writer;
const streams: EventStreamReader[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // Heartbeats (which check the token too) come too late to be what ends a stream here.
  pair = await startInstancesBehindRedisProxies(() => database.connect(), {
    sseHeartbeatMs: 60_000,
  });
  writer = await buildWriter(pair.a);
});
afterEach(() => {
  pair.redis.resume();
  streams.splice(0).forEach((stream) => stream.close());
});
afterAll(async () => {
  await pair?.close();
  await database?.drop();
});

async function listen(...args: Parameters<Writer['listen']>): Promise<EventStreamReader> {
  const stream = await writer.listen(...args);
  streams.push(stream);
  return stream;
}

/** Resolves once the server has ended the stream (heartbeats alone never match). */
const streamEnd = (stream: EventStreamReader, timeoutMs: number) =>
  stream.until(() => false, timeoutMs);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a Redis outage', () => {
  it('keeps writes fast and loses no live event, on either instance', async () => {
    const figures = await writeThroughRedisOutage(pair, writer, {
      beforeMs: 500,
      pausedMs: 1500,
      cutMs: 2500,
      afterMs: 500,
      writeEveryMs: 100,
      deliveryWaitMs: 15_000,
    });
    expect(figures.failedStatuses).toEqual([]);
    expect(Math.max(...figures.writeMs)).toBeLessThan(1000);
    expect(figures.eventsExpected).toBeGreaterThan(40);
    expect(figures.eventsLost).toBe(0);
    expect(figures.eventsDuplicated).toBe(0);
  });

  it('reopens a frozen link once, however many of its commands time out', async () => {
    const warnings: string[] = [];
    const warned = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', warned);
    try {
      const figures = await writeThroughRedisOutage(pair, writer, {
        beforeMs: 200,
        pausedMs: 2500,
        cutMs: 0,
        afterMs: 500,
        writeEveryMs: 50,
        deliveryWaitMs: 15_000,
      });
      expect(figures.failedStatuses).toEqual([]);
      expect(figures.eventsLost).toBe(0);
    } finally {
      process.off('warning', warned);
    }
    expect(warnings).toEqual([]);
  });

  it('delivers the events of a write to the streams of its own instance at once', async () => {
    const stream = await listen(pair.a);
    pair.redis.cut();
    const write = await writer.write(pair.a);
    expect(write.status).toBe(200);
    // Sooner than any catch-up through the database would bring it.
    const event = await stream.next(1000);
    expect(JSON.parse(event.data)).toMatchObject({ topic: 'group' });
  });

  it('still closes, on the other instance, a stream whose session ended meanwhile', async () => {
    const session = await signIn(pair.a, writer.owner.user.email, writer.owner.user.password);
    const onB = await listen(pair.b, session.token);
    pair.redis.pause();
    await pause(500);
    pair.redis.cut();
    const signOut = await pair.a.api('POST', '/auth/signout', { token: session.token });
    expect(signOut.status).toBe(204);
    await pause(2000);
    pair.redis.resume();
    await expect(streamEnd(onB, 10_000)).rejects.toThrow('the event stream ended');
  });

  it('answers sign-ins (rate-limited in Redis) with 200 or 401, not 500, while it is frozen or down', async () => {
    const { email, password } = writer.owner.user;
    const attempt = async (withPassword: string) => {
      const response = await pair.a.fetch('/api/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password: withPassword }),
        signal: AbortSignal.timeout(5000),
      });
      return response.status;
    };
    for (const fault of ['pause', 'cut'] as const) {
      pair.redis[fault]();
      expect(await attempt(password)).toBe(200);
      expect(await attempt('not the password')).toBe(401);
      pair.redis.resume();
    }
  });

  it('reaches the other instances, in order, once an instance that lost Redis alone is back', async () => {
    const onB = await listen(pair.b);
    pair.proxyA.cut();
    for (let write = 0; write < 3; write++) expect((await writer.write(pair.a)).status).toBe(200);
    await pause(1000);
    pair.proxyA.resume();
    const received = [await onB.next(10_000), await onB.next(), await onB.next()];
    expect(received.map((event) => JSON.parse(event.data).topic)).toEqual([
      'group',
      'group',
      'group',
    ]);
    const ids = received.map((event) => BigInt(event.id ?? 0));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('tells the streams to refetch when they missed too much to replay, and still ends sessions', async () => {
    const session = await signIn(pair.a, writer.owner.user.email, writer.owner.user.password);
    const onB = await listen(pair.b, session.token);
    const db = pair.a.app.services.database.db;
    const sessionId = (await findActiveAccessToken(db, hashToken(session.token)))?.sessionId;
    pair.proxyB.cut();
    // Stored at once, as many events published elsewhere while B could not hear them.
    const missed = Array.from({ length: MAX_REPLAYED_EVENTS + 1 }, (_, index) => ({
      topic: 'log',
      payload: { project_id: 1, log_id: index + 1, action: 'updated' },
      source: null,
      audience: {},
    }));
    const sessionEnded = {
      topic: 'session',
      payload: { session_ids: [sessionId] },
      source: null,
      audience: {},
    };
    await db.insert(events).values([...missed, sessionEnded]);
    expect((await onB.next(10_000)).event).toBe('reset');
    pair.proxyB.resume();
    await expect(streamEnd(onB, 10_000)).rejects.toThrow('the event stream ended');
  });
});
