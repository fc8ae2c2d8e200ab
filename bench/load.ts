// The same workload against Hangar on the embedded database and on PostgreSQL + Redis (issue 18):
// a project of 1,110 nested docs (10 x 10 x 10) seeded by 4 clients, each doc created with its
// title and body in one call, then one doc read by 10 and 100 connections, the whole tree by 10
// (and whether an unchanged tree answers 304), a mixed read/write load by 100, the server's
// memory, and restart to the first 200. The load comes from another process
// (bench/load-client.ts). Each row prints its budget of issue 18 (they differ by database) and
// OVER BUDGET when over; the script then exits with status 1, as the other bench scripts do.
// `npm run build` first; `npm run bench:load [-- --only embedded|postgres|pglite] [--seconds 10]
// [--cpu-prof dir]` (summarise a profile with `tsx bench/cpu-profile.ts <file>`).
import type { CreateDocInput } from '@hangar/contracts';
import { callServer } from '../apps/server/src/test/process-api';
import { IDLE_CHECK_MS } from '../apps/server/src/lib/idle-memory';
import { freshDataDir, loadAverage, median, option } from './lib';
import { memoryMb, onFreshPostgres, startServer, stopServer, type Server } from './load-server';
import {
  atLeast,
  below,
  both,
  BUDGETS,
  loadVerdict,
  NO_BUDGET,
  noFailures,
  type Budgets,
  type Verdict,
} from './load-budgets';
import { bodyOf, cpuPerAnswer, load, mixedRequests, setUp, type LoadResult } from './load-workload';

const ONLY = option('only');
const FANOUT = 10;
// The server checks for quiet every IDLE_CHECK_MS and collects at its first two quiet checks.
// Idle: the server's first check after the seed may still see the seed's last work; its two
// collections then follow at the next two checks (apps/server/src/lib/idle-memory.ts).
const IDLE_MS = 4 * IDLE_CHECK_MS + 1000;
/** `--cpu-prof <dir>`: each server process writes a V8 CPU profile there when it stops. */
const PROFILE_DIR = option('cpu-prof');
const start = (dataDir: string, env: Record<string, string>) =>
  startServer(dataDir, env, PROFILE_DIR);

/**
 * 10 x 10 x 10 docs under one project, each created with a title and a body in one call, by 4
 * clients at once.
 */
async function seedTree(server: Server, token: string, workspace: number, project: number) {
  const create = (parentPath: string, name: string) => {
    const body: CreateDocInput = { parent_path: parentPath, name, content: bodyOf(name) };
    return callServer<{ id: number; path: string }>(server, 'POST', `/projects/${project}/docs`, {
      token,
      workspace,
      body,
    });
  };
  const queue: { parentPath: string; name: string; depth: number }[] = [];
  for (let i = 0; i < FANOUT; i++) queue.push({ parentPath: '', name: `Doc ${i}`, depth: 1 });
  let created = 0;
  let firstDoc = 0;
  const started = performance.now();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const doc = await create(next.parentPath, next.name);
      created += 1;
      firstDoc ||= doc.id;
      if (next.depth < 3) {
        for (let i = 0; i < FANOUT; i++) {
          queue.push({ parentPath: doc.path, name: `${next.name}.${i}`, depth: next.depth + 1 });
        }
      }
    }
  };
  // Start with one worker until the queue holds enough work for four.
  while (queue.length > 0 && queue.length < 4) await worker();
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { created, seconds: (performance.now() - started) / 1000, firstDoc };
}

const rows: [string, string, string, string][] = [];
let overBudget = false;
const fmt = (result: LoadResult) =>
  `${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms` +
  (result.errors + result.timeouts + result.non2xx > 0
    ? `, ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`
    : ', 0 errors') +
  `, server CPU ${cpuPerAnswer(result)} an answer`;

/** The status of the tree asked again with the ETag of its first answer. */
async function unchangedTreeStatus(server: Server, token: string, workspace: number, url: string) {
  const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': String(workspace) };
  const first = await fetch(`${server.baseUrl}${url}`, { headers });
  await first.arrayBuffer();
  const tag = first.headers.get('etag');
  if (!tag) return 'no ETag';
  const again = await fetch(`${server.baseUrl}${url}`, {
    headers: { ...headers, 'if-none-match': tag },
  });
  await again.arrayBuffer();
  return String(again.status);
}

async function measure(target: string, budgets: Budgets, env: Record<string, string>) {
  const dataDir = freshDataDir();
  const record = (what: string, figure: string, verdict: Verdict) => {
    const budget = `${verdict.budget}${verdict.over ? ' OVER BUDGET' : ''}`;
    overBudget ||= verdict.over;
    rows.push([what, target, figure, budget]);
    console.log(`${target} | ${what} | ${figure} | ${budget}`);
  };
  const memory = () => {
    const mb = memoryMb(server);
    const parts =
      mb.children > 0 ? ` (Node ${mb.node.toFixed(0)} + PostgreSQL ${mb.children.toFixed(0)})` : '';
    return { total: mb.total, figure: `${mb.total.toFixed(0)} MB${parts}` };
  };
  const rss = (when: 'idle' | 'after') => {
    const { total, figure } = memory();
    return [figure, below(total, budgets.rss[when], 'MB')] as const;
  };
  let server = await start(dataDir, env);
  try {
    record('first boot, empty database: memory', memory().figure, NO_BUDGET);
    const { token, workspace, project } = await setUp(server, dataDir);
    const seeded = await seedTree(server, token, workspace, project);
    const docsPerSecond = seeded.created / seeded.seconds;
    record(
      `seed ${seeded.created.toLocaleString('en-US')} docs with title and body, 4 clients`,
      `${seeded.seconds.toFixed(1)} s (${docsPerSecond.toFixed(0)} docs/s)`,
      atLeast(docsPerSecond, budgets.seedDocsPerSecond, 'docs/s'),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    record('server memory 2 s after the seed', memory().figure, NO_BUDGET);
    // Idle: quiet for as long as the server takes to notice and give back what the seed left.
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS - 2000));
    record(`server memory idle (${IDLE_MS / 1000} s without requests)`, ...rss('idle'));
    const doc = `/api/projects/${project}/docs/${seeded.firstDoc}`;
    const tree = `/api/projects/${project}/docs`;
    const readLoad = load(server, token, workspace, 10, [{ method: 'GET', path: doc }]);
    record('read one doc, 10 connections', fmt(readLoad), loadVerdict(readLoad, budgets.read));
    record(
      'read one doc, 100 connections',
      fmt(load(server, token, workspace, 100, [{ method: 'GET', path: doc }])),
      NO_BUDGET,
    );
    const treeLoad = load(server, token, workspace, 10, [{ method: 'GET', path: tree }]);
    record(
      `whole tree (${seeded.created.toLocaleString('en-US')} docs), 10 connections`,
      fmt(treeLoad),
      loadVerdict(treeLoad, BUDGETS.tree),
    );
    record(
      'tree response (as a browser fetches it)',
      `${(treeLoad.bytesPerAnswer / 1024).toFixed(1)} KB with headers`,
      NO_BUDGET,
    );
    const unchanged = await unchangedTreeStatus(server, token, workspace, tree);
    record('unchanged tree asked again (If-None-Match)', unchanged, {
      budget: '304',
      over: unchanged !== '304',
    });
    const mixed = load(server, token, workspace, 100, mixedRequests(project, seeded.firstDoc));
    record(
      '100 connections, mixed reads and writes (1 in 4 a write)',
      fmt(mixed),
      both(noFailures(mixed), below(mixed.p99, budgets.mixedP99, 'ms p99')),
    );
    for (const { request, count, p50, p99 } of mixed.byRequest) {
      const what = request
        .replace(`/projects/${project}`, '/projects/:project')
        .replace(`/docs/${seeded.firstDoc}`, '/docs/:doc');
      record(
        `... of which ${what}`,
        `${count} answers, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
        NO_BUDGET,
      );
    }
    record('server memory after the load', ...rss('after'));
    const restarts: number[] = [];
    for (let i = 0; i < 3; i++) {
      await stopServer(server);
      server = await start(dataDir, env);
      restarts.push(server.readyMs);
    }
    const restart = median(restarts) / 1000;
    record(
      'restart to first 200 (median of 3)',
      `${restart.toFixed(2)} s`,
      below(restart, budgets.restartSeconds, 's'),
    );
  } finally {
    await stopServer(server);
  }
}

console.log(`load average before: ${loadAverage()}`);
if (ONLY === undefined || ONLY === 'embedded') {
  await measure('embedded', BUDGETS.embedded, {});
}
// The embedded database of earlier builds, for comparison: only when asked for.
if (ONLY === 'pglite') {
  await measure('embedded PGlite', BUDGETS.embedded, { EMBEDDED_DATABASE: 'pglite' });
}
if (ONLY === undefined || ONLY === 'postgres') {
  await onFreshPostgres((env) => measure('PostgreSQL + Redis', BUDGETS.postgres, env));
}
console.log(`load average after: ${loadAverage()}`);
console.log('\n| measure | target | figure | budget (issue 18) |\n| --- | --- | --- | --- |');
for (const [what, target, figure, budget] of rows) {
  console.log(`| ${what} | ${target} | ${figure} | ${budget} |`);
}
if (overBudget) {
  console.log('OVER BUDGET: at least one row above');
  process.exitCode = 1;
}
