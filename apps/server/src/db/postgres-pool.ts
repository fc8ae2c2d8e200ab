import pg from 'pg';
import { createAvailability, type DatabaseAvailability } from './availability';
import { innermostMessage, isConnectionFailure } from './connection-failure';
import { PinningPool } from './one-connection';
import { statementTimeoutMs, type DatabaseTimeouts } from './timeouts';

/** Pause between two probes while the database is unreachable. */
const PROBE_EVERY_MS = 1_000;

type ConnectCallback = (error: Error | null) => void;
type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * A pg.Client that never outlives a failure of its link, so a broken connection never goes back
 * to the pool:
 * - while the database is unreachable, it refuses to connect or to query, at once;
 * - after a connection-level failure (a query timeout included), it ends its connection: the
 *   queries queued behind (a transaction's `rollback`) fail at once instead of waiting for their
 *   own timeouts, and the pool discards it (`_ending`) instead of lending it out again, still
 *   inside the transaction;
 * - it has an 'error' listener of its own: a checked-out client has none otherwise, and a
 *   connection reset during a transaction would be an uncaught exception.
 */
function guardedClientClass(availability: DatabaseAvailability): typeof pg.Client {
  const baseQuery = pg.Client.prototype.query;

  class GuardedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', (error) => availability.report(error));
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
      try {
        availability.check();
      } catch (error) {
        if (!callback) return Promise.reject(error as Error);
        process.nextTick(() => callback(error as Error));
        return;
      }
      if (!callback) return super.connect();
      super.connect((error: Error | null) => {
        if (error) availability.report(error);
        callback(error);
      });
    }

    /**
     * Counts the failure, and closes this connection when it is a connection-level one. A client
     * lent by the pool goes back to it at once, to be discarded: drizzle never releases the
     * client of a transaction whose `begin` failed, which would take a connection from the pool
     * for good at every such failure; its own later `release()` does nothing.
     */
    handleFailure(error: unknown): void {
      if (!isConnectionFailure(error)) return;
      availability.report(error);
      const lent = this as GuardedClient & Partial<Pick<pg.PoolClient, 'release'>>;
      const release = lent.release;
      if (typeof release === 'function') {
        lent.release = () => {};
        try {
          release(error instanceof Error ? error : new Error(String(error)));
        } catch {
          // Already back: pg-pool's own query() releases its client on the client's 'error'
          // event (a link that broke mid-query), before the query's callback reaches us.
        }
      } else {
        void this.end().catch(() => {});
      }
    }
  }

  // pg's query() has a dozen overloads (promise or callback); this wraps every form once.
  function guardedQuery(this: GuardedClient, ...args: unknown[]): unknown {
    const last = args.at(-1);
    const callback = typeof last === 'function' ? (last as QueryCallback) : null;
    try {
      availability.check();
    } catch (error) {
      this.handleFailure(error);
      if (!callback) return Promise.reject(error as Error);
      process.nextTick(() => callback(error as Error));
      return undefined;
    }
    if (callback) {
      args[args.length - 1] = (error: Error | null, result?: unknown) => {
        if (error) this.handleFailure(error);
        callback(error, result);
      };
      return Reflect.apply(baseQuery, this, args);
    }
    const result: unknown = Reflect.apply(baseQuery, this, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      this.handleFailure(error);
      throw error;
    });
  }
  GuardedClient.prototype.query = guardedQuery as typeof baseQuery;

  return GuardedClient;
}

/** One connection, one query, closed: true only when the database answers now. */
async function probe(url: string, timeouts: DatabaseTimeouts): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.connectMs,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

export interface PostgresPool {
  pool: pg.Pool;
  availability: DatabaseAvailability;
}

/** The pool of a PostgreSQL server, with timeouts and the tracker of its availability. */
export function createPostgresPool(url: string, timeouts: DatabaseTimeouts): PostgresPool {
  const availability = createAvailability({
    probe: () => probe(url, timeouts),
    probeEveryMs: PROBE_EVERY_MS,
    onChange: (available, failure) => {
      if (available) console.warn('postgres: reachable again');
      else console.warn(`postgres: unreachable (${innermostMessage(failure)}); answering 503`);
    },
  });
  const pool = new PinningPool({
    connectionString: url,
    max: 10,
    Client: guardedClientClass(availability),
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    query_timeout: timeouts.queryMs,
    statement_timeout: statementTimeoutMs(timeouts),
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
  });
  return { pool, availability };
}
