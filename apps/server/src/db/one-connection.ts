import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Database } from './database';

/** The connection a call holds (`onOneConnection`), until its scope ends. */
interface Pinned {
  client: pg.PoolClient | null;
}

const pinnedScope = new AsyncLocalStorage<Pinned>();

/**
 * The pool of a PostgreSQL server: a query asks the pool for a connection, unless it runs inside
 * `onOneConnection`, whose connection it then uses.
 */
export class PinningPool extends pg.Pool {}
const poolQuery = pg.Pool.prototype.query;
// pg's query() has a dozen overloads (promise or callback); this forwards every form.
PinningPool.prototype.query = function pinnedOrPooled(this: pg.Pool, ...args: unknown[]): unknown {
  const client = pinnedScope.getStore()?.client;
  return client ? Reflect.apply(client.query, client, args) : Reflect.apply(poolQuery, this, args);
} as typeof poolQuery;

/**
 * Runs `run`'s queries on one connection of the pool, taken once: a call of several queries in a
 * row (an access check, then the edit it allows) waits once for a connection under load, where
 * it would queue again behind every newer call at each query (bench/README.md, issue 18). Not a
 * transaction: each query commits on its own. A query that `run` left to start later (a timer)
 * goes to the pool. On PGlite, or inside a transaction, `run` just runs.
 */
export async function onOneConnection<Result>(
  db: Database,
  run: () => Promise<Result>,
): Promise<Result> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof PinningPool) || pinnedScope.getStore()?.client) return run();
  const client = await pool.connect();
  const pinned: Pinned = { client };
  try {
    return await pinnedScope.run(pinned, run);
  } finally {
    pinned.client = null;
    // After a lost link the guarded client went back to the pool itself (postgres-pool.ts), and
    // this release does nothing.
    client.release();
  }
}
