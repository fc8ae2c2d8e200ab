import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long opening a TCP connection to Redis may take before ioredis drops it and retries. */
const CONNECT_TIMEOUT_MS = 1000;
/** The longest pause between two reconnection attempts; ioredis reconnects for ever. */
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * A Redis connection that never makes its caller wait on a dead or frozen Redis: while it is
 * disconnected, commands fail at once (no offline queue, no retries); a command with no answer
 * fails after `commandTimeoutMs` (the owner then reopens the link with `disconnect(true)`; a
 * reopened link that does not answer its ready check in time is dropped again), and it
 * reconnects for ever with a capped backoff. Its errors are left to the owner to report, once
 * per outage (`outageLog`), not once per retry. Call `connect()` to open it.
 */
export function openRedis(url: string, commandTimeoutMs: number): Redis {
  const connection = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResubscribe: false,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, MAX_RECONNECT_DELAY_MS),
  });
  connection.on('error', () => {});
  return connection;
}

/** Logs when a dependency stops answering (warn) and when it is back (info): once each. */
export interface OutageLog {
  down(error?: unknown): void;
  up(): void;
}

export function outageLog(
  log: FastifyBaseLogger,
  messages: { down: string; up: string },
): OutageLog {
  let isDown = false;
  return {
    down(error) {
      if (isDown) return;
      isDown = true;
      log.warn(error === undefined ? {} : { err: error }, messages.down);
    },
    up() {
      if (!isDown) return;
      isDown = false;
      log.info(messages.up);
    },
  };
}
