import { SSE_PATH } from '@hangar/contracts/http';
import { SSE_READY_EVENT, SSE_RESET_EVENT } from '@hangar/contracts/events';
import type { QueryClient } from '@tanstack/react-query';
import { apiUrl } from './base-url';
import { dispatchLiveMessage, handleLiveReset } from './live-topics';

export { onLiveTopic, type LiveTopicHandler } from './live-topics';

/** EventSource.CLOSED, spelled out so the code also runs where EventSource is missing. */
const EVENT_SOURCE_CLOSED = 2;
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

export interface LiveChannelOptions {
  url?: string;
  createEventSource?: (url: string) => EventSource;
}

/**
 * Opens the live channel and feeds it to the query cache. EventSource reconnects by itself and
 * sends Last-Event-ID, so the server can replay what we missed (or send `reset`). When the
 * browser gives up (the server answered an error), we reopen it later ourselves and, since
 * events may have been lost meanwhile, refetch everything once the new stream is ready.
 * Returns the function that closes the channel.
 */
export function connectLiveChannel(
  queryClient: QueryClient,
  options: LiveChannelOptions = {},
): () => void {
  const url = options.url ?? apiUrl(SSE_PATH);
  const createEventSource = options.createEventSource ?? ((target) => new EventSource(target));
  let source: EventSource | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const open = (afterGap: boolean) => {
    const current = createEventSource(url);
    source = current;
    current.addEventListener('message', (event: MessageEvent<string>) => {
      dispatchLiveMessage(event.data, queryClient);
    });
    current.addEventListener(SSE_RESET_EVENT, () => void handleLiveReset(queryClient));
    current.addEventListener(SSE_READY_EVENT, () => {
      failures = 0;
      if (afterGap) void handleLiveReset(queryClient);
    });
    current.addEventListener('error', () => {
      if (closed || current.readyState !== EVENT_SOURCE_CLOSED) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      retryTimer = setTimeout(() => open(true), delay);
    });
  };

  open(false);
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}

let sharedChannel: { close: () => void; users: number } | null = null;

/** One channel per tab, however many signed-in layouts ask for it. Returns the release. */
export function retainLiveChannel(queryClient: QueryClient): () => void {
  if (!sharedChannel) sharedChannel = { close: connectLiveChannel(queryClient), users: 0 };
  const channel = sharedChannel;
  channel.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    channel.users -= 1;
    if (channel.users === 0 && sharedChannel === channel) {
      channel.close();
      sharedChannel = null;
    }
  };
}
