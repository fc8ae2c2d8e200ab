import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { eventTopic } from '@hangar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { openRedis } from './redis-connection';
import { internalTopics, toLiveEvent, type EventTransport, type TransportHandlers } from './types';

/** The pub/sub links give up on a command after this long (a publish never waits for it). */
const COMMAND_TIMEOUT_MS = 1000;
/** Both links answer a PING this often, so a frozen Redis is noticed within a few seconds. */
const PROBE_INTERVAL_MS = 2000;
/** How long `start` waits for Redis before the instance starts without it. */
const START_WAIT_MS = 3000;

const wireEvent = z.object({
  id: z.string().regex(/^\d+$/),
  topic: z.union([eventTopic, z.enum(internalTopics)]),
  payload: z.unknown(),
  source: z.string().nullable(),
  audience: z.object({
    workspaceId: z.number().int().optional(),
    userIds: z.array(z.number().int()).optional(),
  }),
});

/** `from` is the sending instance, which ignores its own messages. */
const wireMessage = z.union([
  z.object({ from: z.string(), event: wireEvent }),
  z.object({ from: z.string(), catchUpMs: z.number().positive() }),
]);
type WireMessage = z.infer<typeof wireMessage>;

/**
 * Fans events out to the other instances through Redis pub/sub (each instance delivers its own
 * events itself, and skips them when Redis echoes them back). Reports the link down when either
 * connection drops, a publish fails, or a PING goes unanswered, and up once both connections
 * answer again with the subscription in place.
 */
export function createRedisTransport(
  url: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
): EventTransport {
  const channel = `${keyPrefix}events`;
  const instanceId = randomUUID();
  const publisher = openRedis(url, COMMAND_TIMEOUT_MS);
  const subscriber = openRedis(url, COMMAND_TIMEOUT_MS);
  let handlers: TransportHandlers | null = null;
  let state: 'starting' | 'up' | 'down' = 'starting';
  let subscribed = false;
  /** The last PING of both links was answered, and no command failed since. */
  let answering = false;
  /** When the subscriber last proved it had received everything published before (epoch ms). */
  let heardUpTo = Date.now();
  let lastError: unknown = undefined;
  let closed = false;
  let probeTimer: NodeJS.Timeout | undefined;
  /** Broadcasts of this instance waiting for Redis to echo them back, by event id. */
  const awaitingEcho = new Map<string, () => void>();
  const stopAwaitingEchoes = () => {
    for (const heard of awaitingEcho.values()) heard();
    awaitingEcho.clear();
  };

  const assess = () => {
    const working =
      !closed &&
      subscribed &&
      answering &&
      publisher.status === 'ready' &&
      subscriber.status === 'ready';
    if (working && state !== 'up') {
      const wasDown = state === 'down';
      state = 'up';
      if (wasDown) handlers?.onUp();
    } else if (!working && state === 'up') {
      state = 'down';
      stopAwaitingEchoes();
      handlers?.onDown(heardUpTo, lastError);
    }
  };
  /** Links being reopened: a frozen link stays 'ready' until it closes, however many commands fail. */
  const reopening = new Set<Redis>();
  /** A command failed: on a link that still looks open, Redis is frozen or slow, so reopen it. */
  const failed = (connection: Redis, error: unknown) => {
    answering = false;
    if (connection.status === 'ready' && !closed && !reopening.has(connection)) {
      lastError = error;
      reopening.add(connection);
      connection.disconnect(true);
    }
    assess();
  };

  async function probe(): Promise<void> {
    if (closed || !subscribed) return;
    const sentAt = Date.now();
    const [published, heard] = await Promise.allSettled([publisher.ping(), subscriber.ping()]);
    if (heard.status === 'fulfilled' && subscribed) heardUpTo = sentAt;
    if (published.status === 'rejected') failed(publisher, published.reason);
    if (heard.status === 'rejected') failed(subscriber, heard.reason);
    if (published.status === 'rejected' || heard.status === 'rejected') return;
    answering = true;
    assess();
  }

  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: unknown) => (lastError = error));
    connection.on('close', () => {
      reopening.delete(connection);
      if (connection === subscriber) subscribed = false;
      assess();
    });
  }
  publisher.on('ready', () => void probe());
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        void probe();
      },
      // Reopened, the link subscribes again.
      (error: unknown) => failed(subscriber, error),
    );
  });
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel || !handlers) return;
    let message: WireMessage;
    try {
      message = wireMessage.parse(JSON.parse(raw));
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed live event from redis');
      return;
    }
    if (message.from === instanceId) {
      if ('event' in message) awaitingEcho.get(message.event.id)?.();
      return;
    }
    if (!('event' in message)) {
      handlers.onCatchUpRequest(message.catchUpMs);
      return;
    }
    const event = toLiveEvent(message.event);
    if (event) handlers.onEvent(event);
    else log.warn({ topic: message.event.topic }, 'ignored a live event of an unknown shape');
  });

  const send = async (message: WireMessage): Promise<void> => {
    if (closed) return;
    await publisher
      .publish(channel, JSON.stringify(message))
      .then(() => undefined)
      .catch((error: unknown) => failed(publisher, error));
  };

  return {
    async start(reportTo) {
      handlers = reportTo;
      const startedAt = Date.now();
      publisher.connect().catch(() => {});
      subscriber.connect().catch(() => {});
      for (let waited = 0; state === 'starting' && waited < START_WAIT_MS; waited += 20) {
        await delay(20);
      }
      if (state === 'starting') {
        state = 'down';
        reportTo.onDown(startedAt, lastError);
      }
      probeTimer = setInterval(() => void probe(), PROBE_INTERVAL_MS);
      probeTimer.unref();
    },
    // Redis writes a message to every subscriber in the same pass: once this instance hears its
    // own, the others' copies are on their sockets, ahead of any request the caller sends next.
    broadcast(event) {
      if (closed || state !== 'up') return send({ from: instanceId, event });
      const echoed = new Promise<void>((resolve) => {
        const timer = setTimeout(() => awaitingEcho.get(event.id)?.(), COMMAND_TIMEOUT_MS);
        awaitingEcho.set(event.id, () => {
          clearTimeout(timer);
          awaitingEcho.delete(event.id);
          resolve();
        });
      });
      void send({ from: instanceId, event }).then(() => {
        if (state !== 'up') awaitingEcho.get(event.id)?.();
      });
      return echoed;
    },
    requestCatchUp: (lookbackMs) => void send({ from: instanceId, catchUpMs: lookbackMs }),
    async close() {
      closed = true;
      clearInterval(probeTimer);
      stopAwaitingEchoes();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
