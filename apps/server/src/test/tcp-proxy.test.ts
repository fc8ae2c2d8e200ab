import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from './harness';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A client whose connection the proxy may reset: the reset is expected, not a crash. */
function pgClient(url: string, options: pg.ClientConfig = {}): pg.Client {
  const client = new pg.Client({ connectionString: url, ...options });
  client.on('error', () => {});
  return client;
}

describe('the fault proxy', () => {
  let proxy: TcpProxy;
  beforeAll(async () => {
    const { hostname, port } = new URL(postgresUrl);
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
  });
  afterAll(() => proxy.close());

  it('carries PostgreSQL, holds it while paused, resets it when cut', async () => {
    const client = pgClient(proxy.urlFor(postgresUrl), { query_timeout: 500 });
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);

    proxy.pause();
    await expect(client.query('select 2')).rejects.toThrow(/timeout/i);
    proxy.resume();
    const late = pgClient(proxy.urlFor(postgresUrl));
    await late.connect();
    expect((await late.query('select 3 as three')).rows).toEqual([{ three: 3 }]);

    proxy.cut();
    const refused = pgClient(proxy.urlFor(postgresUrl));
    await expect(refused.connect()).rejects.toThrow();
    await expect(late.query('select 4')).rejects.toThrow();
    proxy.resume();
    const again = pgClient(proxy.urlFor(postgresUrl));
    await again.connect();
    expect((await again.query('select 5 as five')).rows).toEqual([{ five: 5 }]);
    await Promise.allSettled([client.end(), again.end()]);
  });

  it('carries Redis and lets a connection opened while paused through once resumed', async () => {
    const { hostname, port } = new URL(testRedisUrl);
    const redisProxy = await startTcpProxy({ host: hostname, port: Number(port || 6379) });
    try {
      redisProxy.pause();
      const redis = new Redis(redisProxy.urlFor(testRedisUrl), { lazyConnect: true });
      const connecting = redis.connect();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(redis.status).not.toBe('ready');
      redisProxy.resume();
      await connecting;
      expect(await redis.ping()).toBe('PONG');
      redis.disconnect();
    } finally {
      await redisProxy.close();
    }
  });
});
