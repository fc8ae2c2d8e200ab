// kill -9 of the whole Node process while it commits rows; then reopen and count them.
// npx tsx src/crash.ts --mode A|B|C|D --dir data/crash-x
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { like, sql } from 'drizzle-orm';
import { openEngine, loadavg, type Mode } from './engines';
import * as s from './schema';

const { values: a } = parseArgs({
  options: { mode: { type: 'string' }, dir: { type: 'string' }, child: { type: 'boolean' } },
});
const mode = a.mode as Mode;
const dir = a.dir!;
const log = (o: object) => console.log(JSON.stringify(o));

if (a.child) {
  const e = await openEngine(mode, dir);
  process.stdout.write('ready\n');
  for (let i = 1; ; i++) {
    await e.db.insert(s.workspaces).values({ name: `crash-${i}`, sseChannelId: 'c' });
    process.stdout.write(`committed ${i}\n`);
  }
}

/** postgres processes whose command line names this data folder */
function postgresOf(d: string): number[] {
  const abs = path.resolve(d);
  return fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        const c = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0');
        return c[0]!.endsWith('/postgres') && (c.includes(abs) || c.includes(d));
      } catch {
        return false;
      }
    })
    .map(Number);
}

const child = spawn(
  process.execPath,
  [...process.execArgv, process.argv[1]!, '--child', '--mode', mode, '--dir', dir],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let last = 0;
let ready = false;
let buf = '';
child.stdout.on('data', (d: Buffer) => {
  buf += d.toString();
  for (const line of buf.split('\n').slice(0, -1)) {
    if (line === 'ready') ready = true;
    const m = /^committed (\d+)/.exec(line);
    if (m) last = Number(m[1]);
  }
  buf = buf.slice(buf.lastIndexOf('\n') + 1);
});
while (!ready) await new Promise((r) => setTimeout(r, 50));
await new Promise((r) => setTimeout(r, 1500));
child.kill('SIGKILL');
await new Promise((r) => child.once('exit', r));
const lastSeen = last;
await new Promise((r) => setTimeout(r, 500));
const orphans = mode === 'D' || mode === 'E' ? postgresOf(dir) : [];
const files = {
  postmasterPid: fs.existsSync(path.join(dir, 'postmaster.pid')),
  socketFile: fs.existsSync(`${path.resolve(dir)}.sock/.s.PGSQL.5432`),
  tmpLock: fs
    .readdirSync('/tmp')
    .filter((f) => f.startsWith(`.s.PGSQL.${process.env.EP_PORT ?? 54329}`)),
};
log({
  mode,
  step: 'killed -9',
  lastCommittedSeen: lastSeen,
  orphanPostgres: orphans.length,
  files,
  loadavg: loadavg(),
});

type Engine = Awaited<ReturnType<typeof openEngine>>;

/** What a reopened engine kept of the rows committed before the kill. */
async function crashRowsKept(reopened: Engine) {
  const rows = await reopened.db
    .select({ n: sql<number>`count(*)::int` })
    .from(s.workspaces)
    .where(like(s.workspaces.name, 'crash-%'));
  return {
    crashRowsFound: rows[0]!.n,
    lastCommittedSeen: lastSeen,
    lost: Math.max(0, lastSeen - rows[0]!.n),
  };
}

/** Removes the crash rows, then closes the engine. */
async function clearCrashRows(reopened: Engine) {
  await reopened.db.delete(s.workspaces).where(like(s.workspaces.name, 'crash-%'));
  await reopened.close();
}

let reopenError = '';
let engine;
const t = performance.now();
try {
  engine = await Promise.race([
    openEngine(mode, dir),
    new Promise<never>((_, rej) =>
      setTimeout(() => rej(new Error('reopen timed out after 20 s')), 20000),
    ),
  ]);
} catch (e) {
  reopenError = String((e as Error)?.message ?? e);
}
if (engine) {
  const kept = await crashRowsKept(engine);
  log({ mode, step: 'reopened', reopenMs: Math.round(performance.now() - t), ...kept });
  await clearCrashRows(engine);
} else {
  log({ mode, step: 'reopen failed', reopenError, orphanPids: orphans });
}
if (!engine && mode === 'D') {
  // Recovery a start-up could do: the pid in postmaster.pid is a live postgres on our folder -> fast shutdown (SIGINT), wait, start.
  const pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const t1 = performance.now();
  process.kill(pid, 'SIGINT');
  while (postgresOf(dir).length > 0) await new Promise((r) => setTimeout(r, 50));
  const stopMs = Math.round(performance.now() - t1);
  const e2 = await openEngine(mode, dir);
  const kept = await crashRowsKept(e2);
  log({
    mode,
    step: 'reopened after stopping the orphan',
    stopOrphanMs: stopMs,
    reopenMs: Math.round(performance.now() - t1 - stopMs),
    ...kept,
  });
  await clearCrashRows(e2);
}
if (mode === 'D' || mode === 'E') {
  const still = postgresOf(dir);
  log({ mode, step: 'after close', postgresStillRunning: still.length });
}
process.exit(0);
