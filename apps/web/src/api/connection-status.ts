import { endpointPath } from '@hangar/contracts/endpoint';
import { healthEndpoints } from '@hangar/contracts/endpoints/health';
import { apiUrl } from './base-url';

/** First wait before asking /api/health again, doubled after each failure up to the maximum. */
const FIRST_POLL_MS = 1_000;
/** The server's Retry-After while its database is unavailable. */
const MAX_POLL_MS = 5_000;

/**
 * Whether the API answers: false from a 503 (the server's database is unavailable) or a call
 * that got no response at all, until a call succeeds again. While false and watched (the
 * Reconnecting indicator is on screen), /api/health is polled with backoff.
 */
let reachable = true;
const listeners = new Set<() => void>();
let pollTimer: ReturnType<typeof setTimeout> | null = null;
let failedPolls = 0;

function notify(): void {
  for (const listener of listeners) listener();
}

function stopPolling(): void {
  if (pollTimer !== null) clearTimeout(pollTimer);
  pollTimer = null;
}

function schedulePoll(): void {
  if (reachable || pollTimer !== null || listeners.size === 0) return;
  const delay = Math.min(FIRST_POLL_MS * 2 ** failedPolls, MAX_POLL_MS);
  pollTimer = setTimeout(() => void pollHealth(), delay);
}

async function pollHealth(): Promise<void> {
  try {
    const response = await fetch(apiUrl(endpointPath(healthEndpoints.check, {})), {
      headers: { Accept: 'application/json' },
    });
    pollTimer = null;
    if (response.ok) {
      markApiReachable();
      return;
    }
  } catch {
    pollTimer = null; // still no response
  }
  failedPolls += 1;
  schedulePoll();
}

/** A call answered 503 or got no response: the API is unreachable for now. */
export function markApiUnreachable(): void {
  if (reachable) {
    reachable = false;
    failedPolls = 0;
    notify();
  }
  schedulePoll();
}

/** A call succeeded: the API answers again. */
export function markApiReachable(): void {
  if (reachable) return;
  reachable = true;
  stopPolling();
  notify();
}

export function isApiReachable(): boolean {
  return reachable;
}

/** For useSyncExternalStore; polling runs only while someone watches. */
export function subscribeApiReachable(listener: () => void): () => void {
  listeners.add(listener);
  schedulePoll();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopPolling();
  };
}
