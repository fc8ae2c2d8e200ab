// Flat memory under a steady load (issue 38): 100 connections of bench:load's mixed workload plus
// the logs' (a page of the log list, a page further down, one log, an edit of a log) for N minutes
// on a FIXED data size (the writes rename a doc and edit a log: nothing grows what the reads
// return), on the built server with the embedded database or PostgreSQL + Redis. The server's
// memory (its Node process's RSS, plus the PSS of the embedded PostgreSQL's processes, as
// bench:load reads it) is sampled every 10 s; printed: p50/p99 of the requests, errors, memory at
// the start, the middle and the end, and its growth over the last 5 minutes, with the load
// average. Budgets: growth at most 10%, p99 under 500 ms; OVER BUDGET and status 1 otherwise.
// `--heap`: the server runs with `--inspect`, and each sample also reads its live heap after a full
// collection (bench/server-heap.ts), which tells a leak from memory RSS merely keeps (the forced
// collections cost the requests some time: not for the budget's runs).
// `npm run build` first; `npm run bench:soak [-- --db embedded|postgres] [--minutes 10] [--heap]`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { CreateLogInput } from '@hangar/contracts';
import { callServer } from '../apps/server/src/test/process-api';
import { freePort, freshDataDir, loadAverage, option, repoRoot } from './lib';
import { memoryMb, onEachDatabase, startServer, stopServer, type Server } from './load-server';
import { bodyOf, mixedRequests, setUp, type LoadRequest } from './load-workload';
import { connectInspector } from './server-heap';

const DB = option('db');
const MINUTES = Number(option('minutes') ?? 10);
const HEAP = process.argv.includes('--heap');
const CONNECTIONS = 100;
const SAMPLE_EVERY_MS = 10_000;
/** The window whose growth is held to the budget (the whole run when it is shorter). */
const GROWTH_WINDOW_MS = 5 * 60_000;
/** Each end of the window is the mean of this many samples, so one collection does not decide. */
const SAMPLES_PER_END = 3;
const DOCS = 100;
const LOGS = 300;
const PAGE = 30;
const BUDGET = { growthPercent: 10, p99Ms: 500 };

interface Sample {
  atMs: number;
  node: number;
  children: number;
  total: number;
  /** The server's live heap after a full collection (`--heap` only). */
  heap?: number;
}

interface ClientResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  byRequest: { request: string; count: number; p50: number; p99: number }[];
}

/** The fixed data: DOCS docs with a body, LOGS logs; what the mix reads and edits. */
async function seed(server: Server, token: string, workspace: number, project: number) {
  const post = <Body>(url: string, body: unknown) =>
    callServer<Body>(server, 'POST', url, { token, workspace, body });
  let firstDoc = 0;
  for (let index = 0; index < DOCS; index++) {
    const name = `Doc ${index}`;
    const doc = await post<{ id: number }>(`/projects/${project}/docs`, {
      parent_path: '',
      name,
      content: bodyOf(name),
    });
    firstDoc ||= doc.id;
  }
  const logIds: number[] = [];
  for (let index = 0; index < LOGS; index++) {
    const log: CreateLogInput = {
      title: `Log ${index}`,
      description: bodyOf(`log ${index}`),
      attachments: [],
    };
    logIds.push((await post<{ created_id: number }>(`/projects/${project}/logs`, log)).created_id);
  }
  // Newest first, as the list shows them.
  return { firstDoc, logIds: logIds.reverse() };
}

/** bench:load's mix and the logs': 8 requests, 2 of them writes (1 in 4, as bench:load). */
function soakRequests(project: number, doc: number, logIds: number[]): LoadRequest[] {
  const logs = `/api/projects/${project}/logs`;
  const middle = logIds[Math.floor(logIds.length / 2)];
  const edited = logIds[PAGE + 1];
  return [
    ...mixedRequests(project, doc),
    { method: 'GET', path: `${logs}?limit=${PAGE}` },
    { method: 'GET', path: `${logs}?limit=${PAGE}&before=${middle}` },
    { method: 'GET', path: `${logs}/${logIds[0]}` },
    { method: 'PUT', path: `${logs}/${edited}`, body: JSON.stringify({ title: 'Edited' }) },
  ];
}

/** Runs the load client (bench/load-client.ts) for `seconds` without blocking the sampling. */
function runLoad(
  server: Server,
  token: string,
  workspace: number,
  requests: LoadRequest[],
  seconds: number,
): Promise<ClientResult> {
  const options = {
    url: server.baseUrl,
    connections: CONNECTIONS,
    seconds,
    headers: {
      authorization: `Bearer ${token}`,
      'x-workspace-id': String(workspace),
      'accept-encoding': 'br, gzip',
    },
    requests,
  };
  const client = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench/load-client.ts'), JSON.stringify(options)],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  client.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    client.once('error', reject);
    client.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load client exited with ${code}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ClientResult);
    });
  });
}

const mean = (samples: Sample[]) =>
  samples.reduce((sum, sample) => sum + sample.total, 0) / Math.max(1, samples.length);

/** The growth of memory over the window that ends with the run, in %. */
function growthOverWindow(samples: Sample[]) {
  const end = samples.at(-1)?.atMs ?? 0;
  const inWindow = samples.filter((sample) => sample.atMs >= end - GROWTH_WINDOW_MS);
  const first = mean(inWindow.slice(0, SAMPLES_PER_END));
  const last = mean(inWindow.slice(-SAMPLES_PER_END));
  const minutes = ((end - (inWindow[0]?.atMs ?? end)) / 60_000).toFixed(1);
  return { percent: ((last - first) / first) * 100, first, last, minutes };
}

const mb = (sample: Sample | undefined) =>
  sample
    ? `${sample.total.toFixed(0)} MB` +
      (sample.children > 0
        ? ` (Node ${sample.node.toFixed(0)} + PostgreSQL ${sample.children.toFixed(0)})`
        : '') +
      (sample.heap === undefined ? '' : `, live heap ${sample.heap.toFixed(1)} MB`)
    : 'none';

let overBudget = false;

/** The figures of one run, as rows of a Markdown table. */
function report(result: ClientResult, idle: Sample, underLoad: Sample[], after: Sample) {
  const growth = growthOverWindow(underLoad);
  const failures = result.errors + result.timeouts + result.non2xx;
  const over = {
    p99: result.p99 >= BUDGET.p99Ms,
    growth: growth.percent > BUDGET.growthPercent,
    failures: failures > 0,
  };
  overBudget ||= over.p99 || over.growth || over.failures;
  const flag = (isOver: boolean) => (isOver ? ' OVER BUDGET' : '');
  const at = (sample: Sample | undefined) =>
    `${mb(sample)} at ${((sample?.atMs ?? 0) / 1000).toFixed(0)} s`;
  return [
    `| requests | ${result.requests.toLocaleString('en-US')} (${result.perSecond.toFixed(0)}/s) |`,
    `| p50 / p99 | ${result.p50.toFixed(1)} / ${result.p99.toFixed(1)} ms (budget < ${BUDGET.p99Ms} ms)${flag(over.p99)} |`,
    ...result.byRequest.map(
      ({ request, count, p50, p99 }) =>
        `| ... ${request.replace(/\/\d+/g, '/:id')} | ${count.toLocaleString('en-US')}, p50 ${p50.toFixed(1)}, p99 ${p99.toFixed(1)} ms |`,
    ),
    `| errors | ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx${flag(over.failures)} |`,
    `| memory before the load (idle after the seed) | ${mb(idle)} |`,
    `| memory at the start | ${at(underLoad[0])} |`,
    `| memory at the middle | ${at(underLoad[Math.floor(underLoad.length / 2)])} |`,
    `| memory at the end | ${at(underLoad.at(-1))} |`,
    `| growth over the last ${growth.minutes} min | ${growth.percent.toFixed(1)}% (${growth.first.toFixed(0)} -> ${growth.last.toFixed(0)} MB; budget at most ${BUDGET.growthPercent}%)${flag(over.growth)} |`,
    `| memory once the load stopped | ${mb(after)} |`,
  ];
}

async function soak(target: string, env: Record<string, string>) {
  const dataDir = freshDataDir();
  const inspectPort = HEAP ? await freePort() : null;
  const server = await startServer(
    dataDir,
    inspectPort === null ? env : { ...env, NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` },
  );
  const inspector = inspectPort === null ? null : await connectInspector(inspectPort);
  try {
    const { token, workspace, project } = await setUp(server, dataDir);
    const { firstDoc, logIds } = await seed(server, token, workspace, project);
    const startedAt = performance.now();
    const sample = async (): Promise<Sample> => ({
      atMs: performance.now() - startedAt,
      ...memoryMb(server),
      heap: await inspector?.liveHeapMb(),
    });
    console.log(`${target}: seeded ${DOCS} docs and ${LOGS} logs; load average ${loadAverage()}`);
    const idle = await sample();
    const underLoad: Sample[] = [];
    const timer = setInterval(() => {
      void sample().then((taken) => {
        underLoad.push(taken);
        console.log(`${target}: ${(taken.atMs / 1000).toFixed(0)} s ${mb(taken)}`);
      });
    }, SAMPLE_EVERY_MS);
    const requests = soakRequests(project, firstDoc, logIds);
    const result = await runLoad(server, token, workspace, requests, MINUTES * 60).finally(() =>
      clearInterval(timer),
    );
    const rows = report(result, idle, underLoad, await sample());
    const title = `${target}, ${CONNECTIONS} connections for ${MINUTES} min (load average after ${loadAverage()})`;
    console.log(['', title, '| measure | figure |', '| --- | --- |', ...rows].join('\n'));
  } finally {
    inspector?.close();
    await stopServer(server);
  }
}

await onEachDatabase(DB, soak);
if (overBudget) {
  console.log('OVER BUDGET: at least one row above');
  process.exitCode = 1;
}
