/** How long the server waits on PostgreSQL before it gives up, in milliseconds. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
  /** The client-side limit of one query: what ends a query on a frozen server or link. */
  queryMs: number;
  /** A pooled connection unused this long is closed. */
  idleMs: number;
  /** The server ends a session left idle inside a transaction this long (its locks go with it). */
  idleInTransactionMs: number;
}

/** Short enough that a call answers 503 within 5 s while the database is frozen. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 3_000,
  queryMs: 4_000,
  idleMs: 30_000,
  idleInTransactionMs: 15_000,
};

/**
 * The server-side `statement_timeout`: 1 s (at most half) under the client-side limit, so a live
 * server cancels a slow statement itself (an ordinary error) and only a server that does not
 * answer at all trips the client-side limit (a connection failure).
 */
export function statementTimeoutMs(timeouts: DatabaseTimeouts): number {
  return Math.round(Math.max(timeouts.queryMs - 1_000, timeouts.queryMs / 2));
}
