// The server process bench:load measures: started from the build, stopped, its memory read, and
// the databases its PostgreSQL runs use.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, loadAverage, repoRoot } from './lib';

export interface Server {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<void>;
}

/** Starts the built server (apps/server/dist) on a free port and waits for its first 200. */
export async function startServer(
  dataDir: string,
  env: Record<string, string>,
  profileDir?: string,
): Promise<Server & { readyMs: number }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const profiling = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(
    process.execPath,
    [
      ...profiling,
      path.resolve(repoRoot, process.env.BENCH_SERVER_BUNDLE ?? 'apps/server/dist/main.js'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        DATABASE_URL: '',
        REDIS_URL: '',
        TEMPLATE_WORKSPACE_ID: '1',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, baseUrl, exited, readyMs: performance.now() - started };
}

export async function stopServer(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

function statusField(pid: number, field: string, file = 'status'): number {
  try {
    const text = readFileSync(`/proc/${pid}/${file}`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  } catch {
    return 0; // ended meanwhile
  }
}

/** Every process started by `pid`, however deep (the embedded PostgreSQL and its workers). */
function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = statusField(Number(entry), 'PPid');
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0;) {
    const next = children.get(queue.shift() ?? 0) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/**
 * The server's memory: the Node process's RSS, plus the proportional share (PSS, so shared
 * buffers count once) of every process it started, which is the embedded PostgreSQL's.
 */
export function memoryMb(server: Server): { node: number; children: number; total: number } {
  const pid = server.child.pid ?? 0;
  const node = statusField(pid, 'VmRSS') / 1024;
  const children =
    descendantsOf(pid).reduce((sum, child) => sum + statusField(child, 'Pss', 'smaps_rollup'), 0) /
    1024;
  return { node, children, total: node + children };
}

/** /proc's clock ticks (USER_HZ), which Linux keeps at 100 for every kernel. */
const TICKS_PER_SECOND = 100;

function cpuMsOf(pid: number): number {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0; // ended meanwhile
  }
}

/** The CPU time the server's Node process and the processes it started have used so far. */
export function cpuMs(server: Server): { node: number; children: number } {
  const pid = server.child.pid ?? 0;
  const children = descendantsOf(pid).reduce((sum, child) => sum + cpuMsOf(child), 0);
  return { node: cpuMsOf(pid), children };
}

/** A new, empty database on the PostgreSQL server at `postgresUrl`. */
export function freshDatabase(postgresUrl: string): string {
  const name = `hangar_load_${process.pid}_${Date.now()}`;
  const run = spawnSync('psql', [postgresUrl, '-qc', `CREATE DATABASE ${name}`], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`could not create ${name}: ${run.stderr}`);
  return name;
}

export function dropDatabase(postgresUrl: string, name: string): void {
  spawnSync('psql', [postgresUrl, '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
}

const BENCH_POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const BENCH_REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Runs `run` with the environment of a server on a fresh database of the bench's PostgreSQL
 * (BENCH_POSTGRES_URL) and on its Redis (BENCH_REDIS_URL), then drops the database.
 */
export async function onFreshPostgres(
  run: (env: Record<string, string>) => Promise<void>,
): Promise<void> {
  const database = freshDatabase(BENCH_POSTGRES);
  try {
    await run({ DATABASE_URL: `${BENCH_POSTGRES}/${database}`, REDIS_URL: BENCH_REDIS });
  } finally {
    dropDatabase(BENCH_POSTGRES, database);
  }
}

/**
 * Runs `run` on the embedded database, then on PostgreSQL + Redis (each one unless `only` names
 * the other), between lines giving the machine's load average before and after.
 */
export async function onEachDatabase(
  only: string | undefined,
  run: (target: string, env: Record<string, string>) => Promise<void>,
): Promise<void> {
  console.log(`load average before: ${loadAverage()}`);
  if (only === undefined || only === 'embedded') await run('embedded', {});
  if (only === undefined || only === 'postgres') {
    await onFreshPostgres((env) => run('PostgreSQL + Redis', env));
  }
  console.log(`load average after: ${loadAverage()}`);
}
