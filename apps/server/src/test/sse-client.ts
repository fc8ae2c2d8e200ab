import { afterEach } from 'vitest';

export interface ServerSentEvent {
  event: string;
  id: string | null;
  data: string;
}

export interface EventStreamReader {
  response: Response;
  /** Comment lines seen so far (heartbeats). */
  comments: string[];
  /** The next event (named or message), or an error after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ServerSentEvent>;
  /** Events until one matches, skipping the others. */
  until(match: (event: ServerSentEvent) => boolean, timeoutMs?: number): Promise<ServerSentEvent>;
  close(): void;
}

/** A small text/event-stream reader over real HTTP, for tests (Node has no EventSource). */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  if (!response.body) throw new Error('the event stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: ServerSentEvent[] = [];
  const comments: string[] = [];
  let buffer = '';
  // A read that lost a race against a timeout is kept for the next call, so no chunk is lost.
  let pendingRead: ReturnType<typeof reader.read> | null = null;

  function parseBlocks(): void {
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: ServerSentEvent = { event: 'message', id: null, data: '' };
      let hasField = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          comments.push(line.slice(1).trim());
          continue;
        }
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.event = value;
        else if (field === 'id') event.id = value;
        else if (field === 'data') event.data = event.data ? `${event.data}\n${value}` : value;
        else continue;
        hasField = true;
      }
      if (hasField) queue.push(event);
      end = buffer.indexOf('\n\n');
    }
  }

  async function next(timeoutMs = 5000): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no server-sent event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), remaining);
      });
      pendingRead ??= reader.read();
      const chunk = await Promise.race([pendingRead, timeout]);
      clearTimeout(timer);
      if (chunk === 'timeout') throw new Error(`no server-sent event within ${timeoutMs} ms`);
      pendingRead = null;
      if (chunk.done) throw new Error('the event stream ended');
      buffer += chunk.value;
      parseBlocks();
    }
    const event = queue.shift();
    if (!event) throw new Error('unreachable: empty queue');
    return event;
  }

  return {
    response,
    comments,
    next,
    async until(match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await next(Math.max(1, deadline - Date.now()));
        if (match(event)) return event;
      }
    },
    close: () => abort.abort(),
  };
}

/**
 * Opens a signed-in person's live events (GET /api/sub) once the server says it is ready:
 * `const listen = useEventStreams(server);` at the top of the file, then `await listen(person)` in
 * a test. Every stream a test opened is closed after it.
 */
export function useEventStreams(server: { readonly baseUrl: string }) {
  const streams: EventStreamReader[] = [];
  afterEach(() => {
    streams.splice(0).forEach((stream) => stream.close());
  });
  return async (person: { token: string }): Promise<EventStreamReader> => {
    const stream = await openEventStream(`${server.baseUrl}/api/sub?access_token=${person.token}`);
    streams.push(stream);
    await stream.until((event) => event.event === 'ready');
    return stream;
  };
}
