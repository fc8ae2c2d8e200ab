import { SSE_READY_EVENT, SSE_RESET_EVENT, type LiveMessage } from '@hangar/contracts';
import { eventEndpoints } from '@hangar/contracts/endpoints/events';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { EventFilter, ResolveSubscriber } from './audience';
import type { EventBus } from './bus';
import { endedSessionIds } from './session-events';
import { isBrowserEvent, type BrowserEvent, type LiveEvent } from './types';
import { endpointRoute } from '../http/endpoint-route';
import { OPEN_ROUTE } from '../http/route-access';

export interface SseOptions {
  bus: EventBus;
  heartbeatMs: number;
  resolveSubscriber: ResolveSubscriber;
  canReceive: EventFilter;
  /** Where the open streams are kept (the metrics count them); a set of its own when absent. */
  streams?: Set<ServerResponse>;
}

/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 3000;

function frame(event: BrowserEvent): string {
  // The audience (other people's ids) stays on the server; the id goes as the SSE id.
  const { id, audience, ...message } = event;
  const data: LiveMessage = message;
  return `id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

function namedEvent(name: string): string {
  return `event: ${name}\ndata: {}\n\n`;
}

/**
 * GET /sub: the server-sent events channel (SPEC.md section 7 "Live events"). A client that
 * reconnects with Last-Event-ID first receives what it missed, or a `reset` event when that is
 * no longer known, then live events, filtered to what it may see. The stream ends with the
 * session or the access token it was opened with; the browser then reconnects with a fresh one.
 */
export async function sseRoutes(app: FastifyInstance, options: SseOptions): Promise<void> {
  const { bus, heartbeatMs, resolveSubscriber, canReceive } = options;
  const open = options.streams ?? new Set<ServerResponse>();

  app.addHook('preClose', async () => {
    for (const response of open) response.end();
    open.clear();
  });

  // The access token comes in the query: an EventSource cannot set headers.
  app.route({
    ...endpointRoute(eventEndpoints.subscribe),
    config: OPEN_ROUTE,
    handler: async (request, reply) => {
      const subscriber = await resolveSubscriber(request);
      const lastEventIdHeader = request.headers['last-event-id'];
      const lastEventId = Array.isArray(lastEventIdHeader)
        ? lastEventIdHeader[0]
        : lastEventIdHeader;

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
      let pending: { event: LiveEvent; superseded: boolean }[] | null = [];
      const replayedIds = new Set<string>();
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(response);
      };
      const ended = () => response.writableEnded || response.destroyed;
      const write = (chunk: string) => {
        if (!ended()) response.write(chunk);
      };
      const end = () => {
        stop();
        if (!ended()) response.end();
      };
      // A superseded event (a catch-up too large to replay: `reset` was sent) is acted on, not sent.
      const send = (event: LiveEvent, superseded = false) => {
        if (!isBrowserEvent(event)) {
          if (
            subscriber.sessionId !== undefined &&
            endedSessionIds(event).has(subscriber.sessionId)
          )
            end();
          return;
        }
        subscriber.observe?.(event);
        if (superseded || replayedIds.has(event.id) || !canReceive(subscriber, event)) return;
        write(frame(event));
      };
      const unsubscribe = bus.subscribe(
        (event, { superseded }) =>
          pending ? pending.push({ event, superseded }) : send(event, superseded),
        () => write(namedEvent(SSE_RESET_EVENT)),
      );
      const heartbeat = setInterval(() => {
        const check = subscriber.stillValid?.() ?? Promise.resolve(true);
        void check.then(
          (valid) => (valid ? write(': ping\n\n') : end()),
          (error: unknown) => request.log.warn({ err: error }, 'could not check an SSE token'),
        );
      }, heartbeatMs);
      request.raw.on('close', stop);

      write(`retry: ${RETRY_MS}\n\n`);
      if (lastEventId) {
        const replay = await bus.replayAfter(lastEventId);
        if (replay.kind === 'reset') {
          write(namedEvent(SSE_RESET_EVENT));
        } else {
          for (const event of replay.events) {
            send(event);
            replayedIds.add(event.id);
          }
        }
      }
      write(namedEvent(SSE_READY_EVENT));
      const waiting = pending;
      pending = null;
      for (const { event, superseded } of waiting) send(event, superseded);
    },
  });
}
