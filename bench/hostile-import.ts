// Hostile imports and everybody else (issue 38): six people of six free workspaces upload, again
// and again, a zip of 10 entries of 1 GiB of zeros each declaring 1 KiB (from a process of their
// own, bench/hostile-import-attacker.ts), while a member of another workspace reads a doc
// (`GET /api/projects/{p}/docs/{d}`) in a loop. Prints the reads' p50, p99 and longest wait
// before and during the attack, and what the attackers were answered.
// `npm run build` first; `npm run bench:hostile-import [-- --seconds 20] [--attackers 6]
// [--cpu-prof <dir>]`.
// BENCH_SERVER_BUNDLE=<path to an older build's main.js> measures another build the same way.
import { callServer, signUpThroughOutbox } from '../apps/server/src/test/process-api';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freshDataDir, loadAverage, option, percentile, repoRoot } from './lib';
import { startServer, stopServer, type Server } from './load-server';
import { setUp, workspaceWithProject } from './load-workload';

const SECONDS = Number(option('seconds') ?? 20);
const ATTACKERS = Number(option('attackers') ?? 6);

/** Someone with a free workspace and a project: where an attacker imports. */
async function attacker(server: Server, dataDir: string, index: number) {
  const token = await signUpThroughOutbox(server, dataDir, {
    email: `attacker-${index}-${Date.now()}@example.com`,
    password: 'bombs away, again',
  });
  const { workspace, project } = await workspaceWithProject(server, token, `Attack ${index}`);
  return { token, workspace, project };
}

console.log(`load average before: ${loadAverage()}`);
const dataDir = freshDataDir();
const server = await startServer(dataDir, {}, option('cpu-prof'));
try {
  const { token, workspace, project } = await setUp(server, dataDir);
  const { id: doc } = await callServer<{ id: number }>(
    server,
    'POST',
    `/projects/${project}/docs`,
    {
      token,
      workspace,
      body: { parent_path: '' },
    },
  );
  const read = async () => {
    const started = performance.now();
    const answer = await fetch(`${server.baseUrl}/api/projects/${project}/docs/${doc}`, {
      headers: { authorization: `Bearer ${token}`, 'x-workspace-id': String(workspace) },
    });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`the read answered ${answer.status}`);
    return performance.now() - started;
  };
  const readFor = async (ms: number) => {
    const times: number[] = [];
    const until = performance.now() + ms;
    while (performance.now() < until) times.push(await read());
    return times;
  };
  const attackers = await Promise.all(
    Array.from({ length: ATTACKERS }, (_, index) => attacker(server, dataDir, index)),
  );
  const quiet = await readFor(5000);

  const attack = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'bench/hostile-import-attacker.ts'),
      JSON.stringify({ baseUrl: server.baseUrl, seconds: SECONDS, targets: attackers }),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: attack.stdout })[Symbol.asyncIterator]();
  await lines.next();
  const during = await readFor(SECONDS * 1000);
  const answers = JSON.parse(String((await lines.next()).value)) as {
    status: number;
    ms: number;
  }[];

  const summary = (times: number[]) =>
    `${times.length} reads, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ` +
    `${percentile(times, 99).toFixed(1)} ms, longest ${Math.max(...times).toFixed(0)} ms`;
  console.log(`a doc read, quiet: ${summary(quiet)}`);
  console.log(`a doc read, during ${ATTACKERS} attackers' bombs: ${summary(during)}`);
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const times = answers.map((answer) => answer.ms);
  console.log(
    `bombs answered: ${answers.length} (${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')}), ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, longest ${Math.max(...times).toFixed(0)} ms`,
  );
} finally {
  await stopServer(server);
}
console.log(`load average after: ${loadAverage()}`);
