import { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  startTestEnvironment,
  testRedisUrl,
  uniqueRedisPrefix,
  useTwoInstances,
} from '../test/harness';
import { openEventStream } from '../test/sse-client';

async function assertRedisReachable(): Promise<void> {
  const probe = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
  } catch {
    throw new Error(
      `Redis is needed at ${testRedisUrl} for the cross-instance tests: start it ` +
        '(apt-get install -y redis-server && redis-server --daemonize yes) or set TEST_REDIS_URL.',
    );
  } finally {
    probe.disconnect();
  }
}

beforeAll(assertRedisReachable);
/**
 * Two server instances on one database and one Redis, as behind a load balancer: an event
 * published on one reaches the subscribers of the other.
 */
const { a: instanceA, b: instanceB } = useTwoInstances();

describe('live events across instances', () => {
  it('reach a subscriber of instance B when published on instance A', async () => {
    const onB = await openEventStream(`${instanceB.baseUrl}/api/sub`);
    const onA = await openEventStream(`${instanceA.baseUrl}/api/sub`);
    try {
      await onB.until((event) => event.event === 'ready');
      await onA.until((event) => event.event === 'ready');
      const stored = await instanceA.app.services.bus.publish({
        topic: 'doc',
        payload: { project_id: 1, doc_id: 3, action: 'updated' },
        source: 'tab-on-a-01',
      });
      for (const stream of [onB, onA]) {
        const event = await stream.next();
        expect(event.id).toBe(stored?.id);
        expect(JSON.parse(event.data)).toEqual({
          topic: 'doc',
          payload: { project_id: 1, doc_id: 3, action: 'updated' },
          source: 'tab-on-a-01',
        });
      }
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('let a client reconnect to another instance and catch up from its Last-Event-ID', async () => {
    const seen = await instanceA.app.services.bus.publish({
      topic: 'log',
      payload: { project_id: 1, log_id: 1, action: 'updated' },
      source: null,
    });
    await instanceA.app.services.bus.publish({
      topic: 'log',
      payload: { project_id: 1, log_id: 2, action: 'updated' },
      source: null,
    });
    const onB = await openEventStream(`${instanceB.baseUrl}/api/sub`, {
      'Last-Event-ID': seen?.id ?? '',
    });
    try {
      const missed = await onB.next();
      expect(JSON.parse(missed.data)).toEqual({
        topic: 'log',
        payload: { project_id: 1, log_id: 2, action: 'updated' },
        source: null,
      });
      expect((await onB.next()).event).toBe('ready');
    } finally {
      onB.close();
    }
  });

  it('keep test runs apart: another key prefix hears nothing', async () => {
    const elsewhere = await startTestEnvironment({
      config: { redisUrl: testRedisUrl, redisKeyPrefix: uniqueRedisPrefix() },
    });
    const stream = await openEventStream(`${elsewhere.baseUrl}/api/sub`);
    try {
      await stream.until((event) => event.event === 'ready');
      await instanceA.app.services.bus.publish({
        topic: 'group',
        payload: { group_id: 1, action: 'updated' },
        source: null,
      });
      await expect(stream.next(500)).rejects.toThrow('no server-sent event');
    } finally {
      stream.close();
      await elsewhere.close();
    }
  });
});
