import { eventTopic } from '@hangar/contracts';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { internalTopics, type EventTransport, type LiveEvent } from './types';

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

/**
 * Fans events out to every instance through Redis pub/sub. An instance hears its own events back
 * from Redis and delivers them only then, so every instance sees one copy in the same order.
 */
export function createRedisTransport(
  url: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
): EventTransport {
  const channel = `${keyPrefix}events`;
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error) => log.warn({ err: error }, 'redis connection error'));
  }

  return {
    async start(onEvent) {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      subscriber.on('message', (from: string, message: string) => {
        if (from !== channel) return;
        let event: LiveEvent;
        try {
          event = wireEvent.parse(JSON.parse(message)) as LiveEvent;
        } catch (error) {
          log.warn({ err: error }, 'ignored a malformed live event from redis');
          return;
        }
        onEvent(event);
      });
      await subscriber.subscribe(channel);
    },
    async broadcast(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
