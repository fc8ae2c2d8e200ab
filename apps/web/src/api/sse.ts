import { endpointPath } from '@hangar/contracts/endpoint';
import { eventEndpoints } from '@hangar/contracts/endpoints/events';
import { SSE_READY_EVENT, SSE_RESET_EVENT } from '@hangar/contracts/events';
import type { QueryClient } from '@tanstack/react-query';
import { apiUrl } from './base-url';
import { currentAccessToken } from './client';
import { dispatchLiveMessage, handleLiveReset } from './live-topics';

export { onLiveTopic } from './live-topics';

/** EventSource.CLOSED, spelled out so the code also runs where EventSource is missing. */
const EVENT_SOURCE_CLOSED = 2;
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

export interface LiveChannelOptions {
  /** The channel's address, without the token: by default the API's live channel. */
  url?: string;
  /** The token to open the channel with: by default the API client's (refreshed when expired). */
  accessToken?: () => Promise<string | null>;
  createEventSource?: (url: string) => EventSource;
  /**
   * The browser gave up on the stream (the server refused it, a 401 when the session was
   * revoked, or it is unreachable): the signed-in layout checks the session then.
   */
  onGiveUp?: () => void;
}

/** EventSource cannot send headers: the token travels as the `access_token` parameter. */
function liveChannelUrl(url: string, token: string | null): string {
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`;
}

/**
 * Opens the live channel and feeds it to the query cache. The address carries the access token
 * as it is at each (re)opening. EventSource reconnects by itself and sends Last-Event-ID, so the
 * server can replay what we missed (or send `reset`); but it reconnects to the same address,
 * with the same token: when that token expired meanwhile, we reopen with the current one instead.
 * When the browser gives up (the server answered an error, a 401 for instance), we reopen it
 * later ourselves. After a reopening, events may have been lost: everything is refetched once the
 * new stream is ready. Returns the function that closes the channel.
 */
export function connectLiveChannel(
  queryClient: QueryClient,
  options: LiveChannelOptions = {},
): () => void {
  const baseUrl = options.url ?? apiUrl(endpointPath(eventEndpoints.subscribe, {}));
  const accessToken = () => (options.accessToken ?? currentAccessToken)().catch(() => null);
  const createEventSource = options.createEventSource ?? ((target) => new EventSource(target));
  let source: EventSource | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const open = async (afterGap: boolean) => {
    const token = await accessToken();
    if (closed) return;
    const current = createEventSource(liveChannelUrl(baseUrl, token));
    source = current;
    const stillCurrent = () => !closed && source === current;
    current.addEventListener('message', (event: MessageEvent<string>) => {
      dispatchLiveMessage(event.data, queryClient);
    });
    current.addEventListener(SSE_RESET_EVENT, () => void handleLiveReset(queryClient));
    current.addEventListener(SSE_READY_EVENT, () => {
      failures = 0;
      if (afterGap) void handleLiveReset(queryClient);
    });
    current.addEventListener('error', () => {
      if (!stillCurrent()) return;
      if (current.readyState === EVENT_SOURCE_CLOSED) {
        options.onGiveUp?.();
        const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
        failures += 1;
        retryTimer = setTimeout(() => void open(true), delay);
        return;
      }
      // The browser is about to reconnect with the token it opened with: is it still ours?
      void accessToken().then((fresh) => {
        if (!stillCurrent() || fresh === token) return;
        current.close();
        void open(true);
      });
    });
  };

  void open(false);
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}

let sharedChannel: { close: () => void; users: number } | null = null;

/** One channel per tab, however many signed-in layouts ask for it. Returns the release. */
export function retainLiveChannel(
  queryClient: QueryClient,
  onGiveUp?: LiveChannelOptions['onGiveUp'],
): () => void {
  sharedChannel ??= { close: connectLiveChannel(queryClient, { onGiveUp }), users: 0 };
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
