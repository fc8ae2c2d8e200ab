import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { Hocuspocus } from '@hocuspocus/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRedisUrl, uniqueRedisPrefix } from '../test/harness';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { LiveDocRelay, redisTarget } from './redis-relay';

/**
 * The live-doc relay's links to Redis go through a TCP proxy that the test cuts and freezes, so
 * Redis drops them exactly as a restarted or unreachable Redis would.
 */
const opened: { relay: LiveDocRelay; proxy: TcpProxy }[] = [];
afterEach(async () => {
  for (const { relay, proxy } of opened.splice(0)) {
    await relay.onDestroy().catch(() => {});
    await proxy.close();
  }
});

async function openRelay() {
  const target = new URL(testRedisUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  const relay = new LiveDocRelay(
    { ...redisTarget(proxy.urlFor(testRedisUrl)), prefix: `${uniqueRedisPrefix()}live` },
    Fastify().log,
  );
  opened.push({ relay, proxy });
  return { relay, proxy };
}

const until = async (condition: () => boolean, timeoutMs: number) => {
  for (let waited = 0; !condition() && waited < timeoutMs; waited += 20) await delay(20);
  return condition();
};

describe('the live-doc relay', () => {
  it('closes at once when Redis freezes as it renews its subscription, with no stray rejection', async () => {
    const strays: unknown[] = [];
    const collect = (reason: unknown) => strays.push(reason);
    process.on('unhandledRejection', collect);
    try {
      const { relay, proxy } = await openRelay();
      expect(await until(() => relay.sub.status === 'ready', 5000)).toBe(true);
      proxy.cut();
      expect(await until(() => relay.sub.status !== 'ready', 5000)).toBe(true);
      // Back, Redis answers the reconnection's ready check, then freezes: the subscription
      // ioredis renews on the new link gets no answer.
      relay.sub.once('ready', () => proxy.pause());
      proxy.resume();
      expect(await until(() => relay.sub.status === 'ready', 5000)).toBe(true);
      await delay(300);
      // Without a deadline of its own: a close that waited for the frozen Redis times the test out.
      await relay.onDestroy();
      await delay(100);
      expect(strays).toEqual([]);
    } finally {
      process.off('unhandledRejection', collect);
    }
  });

  it('lets the docs unload after it closed, without an error about its closed link', async () => {
    const { relay } = await openRelay();
    expect(await until(() => relay.sub.status === 'ready', 5000)).toBe(true);
    const printed = vi.spyOn(console, 'error');
    try {
      // As at a shutdown: the relay closes, then the docs whose editors were sent away unload.
      await relay.onDestroy();
      await relay.afterUnloadDocument({ instance: new Hocuspocus(), documentName: 'doc-1' });
      await delay(100);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
    }
  });
});
