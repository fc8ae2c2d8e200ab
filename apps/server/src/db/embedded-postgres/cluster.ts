import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { isAlive } from '../../lib/process-state';
import type { PostgresBinaries } from './binaries';
import { handOver, handOverTree, postgresUser, unreachableFor, type SystemUser } from './run-as';

const run = promisify(execFile);

/** The cluster's one database, created with it. */
const DATABASE_NAME = 'hangar';

/**
 * Settings on every start: reached only through a private Unix socket; memory sized for a team's
 * workspace, not a shared server; PostgreSQL's own durability (fsync, synchronous commit) kept.
 * Its log says only what matters here: start, stop and fatal errors, not every failed statement.
 */
const SETTINGS: Record<string, string> = {
  listen_addresses: '',
  unix_socket_permissions: '0700',
  shared_buffers: '32MB',
  max_connections: '40',
  max_wal_size: '256MB',
  huge_pages: 'off',
  logging_collector: 'off',
  log_min_messages: 'log',
  log_min_error_statement: 'panic',
  log_checkpoints: 'off',
  timezone: 'UTC',
  // After a crash, PostgreSQL makes the folder durable before replaying its log: one syncfs()
  // instead of an fsync() of each of its ~1,000 files (0.1-0.2 s instead of 2-3.6 s here under
  // load). Linux only; the same guarantee, errors reported by kernels from 5.8.
  ...(process.platform === 'linux' && { recovery_init_sync_method: 'syncfs' }),
};

/** A Unix socket path may not exceed 107 bytes; this leaves room for PostgreSQL's file name. */
const SOCKET_DIR_MAX = 90;
const READY = 'database system is ready to accept connections';
const SERVER_PROBLEM = /\b(FATAL|PANIC):\s+(.*)$/;
/**
 * How long a fast shutdown (a checkpoint, then stop) may take before PostgreSQL is stopped at once
 * (an immediate shutdown: its next start replays its log, as after a crash, and loses nothing
 * committed). On a full disk it cannot write its shutdown checkpoint, and would wait for ever.
 */
const FAST_STOP_WAIT_MS = 5_000;
const IMMEDIATE_STOP_WAIT_MS = 10_000;

export interface RunningCluster {
  /** The cluster's folder. */
  dataDir: string;
  /** How the pg driver reaches one of its databases: user postgres, over the private socket. */
  url(database?: string): string;
  /** Fast shutdown (a checkpoint, then stop); resolves once PostgreSQL has exited. */
  stop(): Promise<void>;
  /** Immediate stop, writing nothing more (no checkpoint): for a folder we refuse. */
  abandon(): Promise<void>;
  /** Resolves when PostgreSQL exits, for whatever reason. */
  exited: Promise<void>;
}

/** Whether `pid` is a PostgreSQL running on `dataDir` (a zombie has exited: it is not). */
function isPostgresOf(pid: number, dataDir: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(dataDir);
  } catch {
    return process.platform !== 'linux'; // no /proc to ask: trust the pid file
  }
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

/**
 * What `postmaster.pid` says before our PostgreSQL starts on `dataDir`. We hold DATA_DIR's lock,
 * so no live server of ours owns it:
 * - it names a PostgreSQL still running on `dataDir` (left by a server killed while its watchdog
 *   could not stop it, or still shutting down): it gets a fast shutdown, and we wait for it;
 * - it names a process that has exited (a zombie, not yet reaped after a kill -9, included) or
 *   that is no PostgreSQL of this folder (its pid was reused): the file is stale, and removed.
 *   PostgreSQL's own check counts a zombie as running and would refuse to start. Orphaned
 *   backends still attached to the old shared memory are still caught: PostgreSQL finds that
 *   segment by the folder's inode, not by this file.
 */
async function clearLeftover(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isPostgresOf(pid, dataDir)) {
    const stopped = () => !isPostgresOf(pid, dataDir);
    process.kill(pid, 'SIGINT');
    if (!(await waitUntil(stopped, FAST_STOP_WAIT_MS))) {
      process.kill(pid, 'SIGQUIT');
      if (!(await waitUntil(stopped, IMMEDIATE_STOP_WAIT_MS))) {
        throw new Error(`a PostgreSQL (pid ${pid}) still runs on ${dataDir} and does not stop`);
      }
    }
  }
  fs.rmSync(pidFile, { force: true });
}

/**
 * The private folder of the socket: beside the cluster when its path is short enough, else in
 * the temporary folder under a name derived from the cluster's path, so a restarted PostgreSQL
 * is reached at the same address.
 */
function makeSocketDir(dataDir: string, user: SystemUser | null): { dir: string; remove(): void } {
  const beside = path.join(path.dirname(dataDir), 'postgres-socket');
  const dir =
    beside.length <= SOCKET_DIR_MAX
      ? beside
      : path.join(
          os.tmpdir(),
          `hangar-pg-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`,
        );
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { mode: 0o700 });
  handOver(dir, user);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Creates a new cluster in the empty or absent folder `dataDir`, with its database. */
export async function initCluster(binaries: PostgresBinaries, dataDir: string): Promise<void> {
  const user = postgresUser();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  handOver(dataDir, user);
  try {
    await run(
      binaries.initdb,
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { ...(user && { uid: user.uid, gid: user.gid }), env: { ...process.env, TZ: 'UTC' } },
    );
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`initdb could not create ${dataDir}: ${stderr?.trim() || String(error)}`);
  }
  const cluster = await startCluster(binaries, dataDir);
  try {
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    await client.query(`create database ${DATABASE_NAME}`);
    await client.end();
  } finally {
    await cluster.stop();
  }
  await run('sync', ['-f', dataDir]).catch(() => run('sync'));
}

/**
 * Starts PostgreSQL on the cluster in `dataDir`, under a shell watchdog: the watchdog reads our
 * pipe, and when it closes (our `stop`, or this process dying, even by kill -9) it gives
 * PostgreSQL a fast shutdown, so no server of ours leaves one running. `onServerLog` hears its
 * fatal messages (why it refuses to start, or stopped).
 */
export async function startCluster(
  binaries: PostgresBinaries,
  dataDir: string,
  options: { onServerLog?: (line: string) => void } = {},
): Promise<RunningCluster> {
  const user = postgresUser();
  const obstacle = unreachableFor(user, path.dirname(dataDir));
  if (obstacle) throw new Error(obstacle);
  await clearLeftover(dataDir);
  handOverTree(dataDir, user);
  const socket = makeSocketDir(dataDir, user);
  const settings = { ...SETTINGS, unix_socket_directories: socket.dir };
  const args = [
    '-D',
    dataDir,
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  const watchdog = [
    'exec 3<&0',
    '"$0" "$@" </dev/null & pg=$!',
    'echo "$pg"',
    '(while read -r _ <&3; do :; done; kill -INT "$pg" 2>/dev/null) &',
    'wait "$pg"',
  ].join('\n');
  const child = spawn('/bin/sh', ['-c', watchdog, binaries.postgres, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    ...(user && { uid: user.uid, gid: user.gid }),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(socket.remove);
  let postmasterPid = 0;
  child.stdout.once('data', (chunk: Buffer) => {
    postmasterPid = Number(chunk.toString().trim());
  });

  const problems: string[] = [];
  const lastLines: string[] = [];
  let ready = false;
  let pending = '';
  const started = new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!ready) lastLines.splice(0, lastLines.length - 2, line);
        const problem = SERVER_PROBLEM.exec(line)?.[2];
        if (problem) {
          problems.push(problem);
          options.onServerLog?.(line);
        }
        if (!ready && line.includes(READY)) {
          ready = true;
          resolve();
        }
      }
    });
    void exited.then(() =>
      reject(
        new Error(
          problems.length > 0
            ? problems.join('; ')
            : `PostgreSQL stopped while starting: ${lastLines.join(' ').trim() || 'no message'}`,
        ),
      ),
    );
  });
  await started;

  const stopAtOnce = () => {
    if (postmasterPid > 0 && child.exitCode === null) process.kill(postmasterPid, 'SIGQUIT');
  };
  const stopWith = async (signal: 'fast' | 'immediate') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (signal === 'immediate') stopAtOnce();
    else child.stdin.end();
    const slow = setTimeout(() => {
      console.error(
        `The embedded PostgreSQL did not stop within ${FAST_STOP_WAIT_MS / 1000} s (on a full ` +
          'disk it cannot write its last checkpoint): stopped at once; its next start replays its log.',
      );
      stopAtOnce();
    }, FAST_STOP_WAIT_MS);
    await exited;
    clearTimeout(slow);
  };
  return {
    dataDir,
    url: (database = DATABASE_NAME) =>
      `postgresql://postgres@/${database}?host=${encodeURIComponent(socket.dir)}`,
    stop: () => stopWith('fast'),
    abandon: () => stopWith('immediate'),
    exited,
  };
}
