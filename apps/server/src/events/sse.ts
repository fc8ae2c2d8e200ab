import { SSE_PATH, SSE_READY_EVENT, SSE_RESET_EVENT, type LiveMessage } from '@hangar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { EventFilter, ResolveSubscriber } from './audience';
import type { EventBus } from './bus';
import type { LiveEvent } from './types';

export interface SseOptions {
  bus: EventBus;
  heartbeatMs: number;
  resolveSubscriber: ResolveSubscriber;
  canReceive: EventFilter;
}

/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 3000;

function frame(event: LiveEvent): string {
  const message: LiveMessage = { topic: event.topic, payload: event.payload, source: event.source };
  return `id: ${event.id}\ndata: ${JSON.stringify(message)}\n\n`;
}

function namedEvent(name: string): string {
  return `event: ${name}\ndata: {}\n\n`;
}

/**
 * GET /sub: the server-sent events channel (SPEC.md section 7 "Live events"). A client that
 * reconnects with Last-Event-ID first receives what it missed, or a `reset` event when that is
 * no longer known, then live events, filtered to what it may see.
 */
export async function sseRoutes(app: FastifyInstance, options: SseOptions): Promise<void> {
  const { bus, heartbeatMs, resolveSubscriber, canReceive } = options;
  const open = new Set<ServerResponse>();

  app.addHook('preClose', async () => {
    for (const response of open) response.end();
    open.clear();
  });

  app.get(SSE_PATH, async (request, reply) => {
    const subscriber = await resolveSubscriber(request);
    const lastEventIdHeader = request.headers['last-event-id'];
    const lastEventId = Array.isArray(lastEventIdHeader) ? lastEventIdHeader[0] : lastEventIdHeader;

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    open.add(response);

    // Live events that arrive while the replay is read wait here; ids already replayed are
    // skipped, so nothing is lost or doubled.
    let pending: LiveEvent[] | null = [];
    const replayedIds = new Set<string>();
    const send = (event: LiveEvent) => {
      subscriber.observe?.(event);
      if (response.destroyed || replayedIds.has(event.id) || !canReceive(subscriber, event)) return;
      response.write(frame(event));
    };
    const unsubscribe = bus.subscribe((event) => (pending ? pending.push(event) : send(event)));
    const heartbeat = setInterval(() => response.write(': ping\n\n'), heartbeatMs);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(response);
    });

    response.write(`retry: ${RETRY_MS}\n\n`);
    if (lastEventId) {
      const replay = await bus.replayAfter(lastEventId);
      if (replay.kind === 'reset') {
        response.write(namedEvent(SSE_RESET_EVENT));
      } else {
        for (const event of replay.events) {
          send(event);
          replayedIds.add(event.id);
        }
      }
    }
    response.write(namedEvent(SSE_READY_EVENT));
    const waiting = pending;
    pending = null;
    waiting.forEach(send);
  });
}
