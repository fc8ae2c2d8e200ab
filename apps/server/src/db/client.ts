import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { migrationsFolder } from './migrations-folder';
import { isConnectionFailure } from './connection-failure';
import { createPostgresPool } from './postgres-pool';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './timeouts';
import { fromPglite } from 'pg-boss';
import { migrateJobStore, type JobDatabase } from '../jobs/job-queue';
import type { Database } from './database';

export type { Database } from './database';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres' | 'embedded-postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files as one archive; absent on a PostgreSQL server. */
  snapshot?: () => Promise<Blob>;
  /** The connection pool now, for the metrics; absent on PGlite (one connection, in process). */
  poolState?: () => PoolState;
  /** The same database as the job queue reaches it (jobs/job-queue.ts). */
  jobDatabase: JobDatabase;
}

export interface PoolState {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  /** False while the server is unreachable (queries answer 503 at once). */
  available: boolean;
}

/** Any number, as long as it is always the same: the key of the migration lock. */
const MIGRATION_LOCK_KEY = 7_270_001;

/**
 * Instances starting together on one server migrate one after the other. On a connection of its
 * own, without the pool's statement and query timeouts: a migration, or the wait for another
 * instance's, may take longer than any request should.
 */
async function migrateWithLock(url: string, timeouts: DatabaseTimeouts): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  client.on('error', () => {}); // a lost connection fails the query being run, which throws
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      await migrateJobStore({
        backend: 'postgres',
        executeSql: (text, values) => client.query(text, values),
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * A real PostgreSQL server, reached by URL, with timeouts on connecting and on every query;
 * while it is unreachable, queries fail at once with DatabaseUnavailableError (see
 * postgres-pool.ts) until a probe reaches it again.
 */
export function openPostgres(
  url: string,
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): DatabaseHandle {
  const { pool, availability } = createPostgresPool(url, timeouts);
  // An idle connection the server closes (a restart, a failover) must not crash the process:
  // the pool drops it and opens a new one for the next query. The tracker logs lost links.
  pool.on('error', (error) => {
    if (!isConnectionFailure(error)) console.warn(`postgres: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    jobDatabase: { backend: 'postgres', executeSql: (text, values) => pool.query(text, values) },
    migrate: () => migrateWithLock(url, timeouts),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      availability.close();
      await pool.end();
    },
    poolState: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      available: availability.available,
    }),
  };
}

/** Extensions the migrations create (pg_trgm: search's typo tolerance); PGlite loads them on open. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The engine's settings on every open: PostgreSQL's default 128 MB of buffers is memory held for nothing at our sizes. */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * The embedded PostgreSQL: files in `dir`, or in memory when `dir` is null; an in-memory one can
 * start from a snapshot of another's data (tests use a migrated one). `onServerLog` hears
 * PostgreSQL's own messages (why it refuses to open a folder).
 */
export async function openPglite(
  dir: string | null,
  options: { snapshot?: Blob; onServerLog?: (line: string) => void } = {},
): Promise<DatabaseHandle> {
  if (dir) await fs.mkdir(path.dirname(dir), { recursive: true });
  const onStderr = (line: string) => {
    options.onServerLog?.(line);
    return false;
  };
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  const client = dir
    ? await PGlite.create({ dataDir: dir, onStderr, startParams, extensions: PGLITE_EXTENSIONS })
    : await PGlite.create({
        startParams,
        extensions: PGLITE_EXTENSIONS,
        ...(options.snapshot && { loadDataDir: options.snapshot }),
      });
  const db = drizzlePglite({ client, schema });
  const jobDatabase: JobDatabase = { backend: 'pglite', ...fromPglite(client) };
  return {
    db,
    kind: 'pglite',
    jobDatabase,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await migrateJobStore(jobDatabase);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
