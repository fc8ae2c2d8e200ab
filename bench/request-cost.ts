// What each request of bench:load's mixed load costs the server (issue 18): each request alone by
// 100 connections, then the mix, with the server's CPU time per answer (its Node process, and the
// embedded PostgreSQL it started). Throughput at 100 connections is bound by that CPU, so it
// compares builds and machines better than the latency of one run does.
// `npm run build` first; `npm run bench:request-cost [-- --only embedded|postgres] [--seconds 10]`.
import { callServer } from '../apps/server/src/test/process-api';
import { freshDataDir, option } from './lib';
import { onEachDatabase, startServer, stopServer } from './load-server';
import { bodyOf, cpuPerAnswer, load, mixedRequests, setUp } from './load-workload';

const ONLY = option('only');

const rows: string[] = [];

async function measure(target: string, env: Record<string, string>) {
  const dataDir = freshDataDir();
  const server = await startServer(dataDir, env);
  try {
    const { token, workspace, project } = await setUp(server, dataDir);
    const doc = await callServer<{ id: number }>(server, 'POST', `/projects/${project}/docs`, {
      token,
      workspace,
      body: { parent_path: '', name: 'Doc 0', content: bodyOf('Doc 0') },
    });
    const mixed = mixedRequests(project, doc.id);
    const runs = [
      ...mixed.map((request) => ({
        what: `${request.method} ${request.path}`,
        requests: [request],
      })),
      { what: 'the mix (1 in 4 a write)', requests: mixed },
    ];
    for (const { what, requests } of runs) {
      const result = load(server, token, workspace, 100, requests);
      const named = what
        .replace(`/projects/${project}`, '/projects/:project')
        .replace(`/docs/${doc.id}`, '/docs/:doc');
      const failures = result.errors + result.timeouts + result.non2xx;
      const row =
        `| ${named} | ${target} | ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, ` +
        `p99 ${result.p99.toFixed(1)} ms, ${failures} failed | ${cpuPerAnswer(result)} |`;
      rows.push(row);
      console.log(row);
    }
  } finally {
    await stopServer(server);
  }
}

await onEachDatabase(ONLY, measure);
console.log('\n| request, 100 connections | target | answers | server CPU an answer |');
console.log('| --- | --- | --- | --- |');
for (const row of rows) console.log(row);
