// How many round trips to PostgreSQL each request of the mixed load of bench:load costs (issue 18):
// the server reaches PostgreSQL through a small proxy here that counts the ReadyForQuery messages
// PostgreSQL sends (one per query, whether or not queries of a request run side by side), and
// Redis's own command counters give the Redis commands. Requests are sent one at a time.
// `npm run build` first; `npm run bench:round-trips`.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import type { CreateDocInput } from '@hangar/contracts';
import { callServer, signUpThroughOutbox } from '../apps/server/src/test/process-api';
import { freePort, freshDataDir } from './lib';
import { dropDatabase, freshDatabase, startServer, stopServer } from './load-server';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const POSTGRES = new URL(POSTGRES_URL);
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REPEATS = 100;
const READY_FOR_QUERY = 0x5a;
/** The one-byte answer to an SSL request, which has no length. */
const SSL_REFUSED = 0x4e;

/** A proxy to PostgreSQL that counts the queries it answers. */
async function countingProxy() {
  let answered = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(POSTGRES.port || 5432), POSTGRES.hostname);
    client.pipe(upstream);
    let pending = Buffer.alloc(0);
    let first = true;
    upstream.on('data', (chunk: Buffer) => {
      client.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      if (first && pending[0] === SSL_REFUSED) pending = pending.subarray(1);
      first = false;
      while (pending.length >= 5 && pending.length >= 1 + pending.readUInt32BE(1)) {
        if (pending[0] === READY_FOR_QUERY) answered += 1;
        pending = pending.subarray(1 + pending.readUInt32BE(1));
      }
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, answered: () => answered, close: () => server.close() };
}

function redisCommands(): number {
  const run = spawnSync('redis-cli', ['-u', REDIS, 'info', 'commandstats'], { encoding: 'utf8' });
  return run.stdout
    .split('\n')
    .reduce((sum, line) => sum + Number(/calls=(\d+)/.exec(line)?.[1] ?? 0), 0);
}

const proxy = await countingProxy();
const database = freshDatabase(POSTGRES_URL);
const dataDir = freshDataDir();
const viaProxy = new URL(POSTGRES);
viaProxy.port = String(proxy.port);
viaProxy.pathname = `/${database}`;
const server = await startServer(dataDir, { DATABASE_URL: viaProxy.href, REDIS_URL: REDIS });
try {
  const email = `round-trips-${process.pid}-${Date.now()}@example.com`;
  const token = await signUpThroughOutbox(server, dataDir, { email, password: 'a load of docs' });
  const call = <Body>(method: string, url: string, body?: unknown, workspace?: number) =>
    callServer<Body>(server, method, url, { token, workspace, body });
  await call('POST', '/workspaces', { name: 'Template' });
  const { created_id: workspace } = await call<{ created_id: number }>('POST', '/workspaces', {
    name: 'Load',
  });
  await call('POST', '/admin/billing/trial', { workspace_id: workspace, customer_email: email });
  const { created_id: group } = await call<{ created_id: number }>(
    'POST',
    '/groups',
    { name: 'G' },
    workspace,
  );
  const { created_id: project } = await call<{ created_id: number }>(
    'POST',
    '/projects',
    { name: 'P', group_id: group },
    workspace,
  );
  const newDoc: CreateDocInput = {
    parent_path: '',
    name: 'Notes',
    content: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }],
    },
  };
  const doc = await call<{ id: number }>('POST', `/projects/${project}/docs`, newDoc, workspace);
  const requests: [string, string, unknown][] = [
    ['GET', `/projects/${project}/docs/${doc.id}`, undefined],
    ['GET', `/projects/${project}`, undefined],
    ['GET', '/workspaces/c', undefined],
    ['PUT', `/projects/${project}/docs/${doc.id}`, { name: 'Renamed' }],
    ['POST', `/projects/${project}/docs`, newDoc],
  ];
  console.log('| request | PostgreSQL round trips | Redis commands |\n| --- | --- | --- |');
  for (const [method, url, body] of requests) {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    await call(method, url, body, workspace);
    await settle();
    const [queries, commands] = [proxy.answered(), redisCommands()];
    for (let i = 0; i < REPEATS; i++) await call(method, url, body, workspace);
    await settle();
    // The Redis counter counts its own INFO call too.
    const perRequest = (from: number, to: number, own = 0) =>
      ((to - from - own) / REPEATS).toFixed(2);
    const shown = url.replace(`/projects/${project}`, '/projects/:project');
    console.log(
      `| ${method} /api${shown.replace(`/docs/${doc.id}`, '/docs/:doc')} | ` +
        `${perRequest(queries, proxy.answered())} | ${perRequest(commands, redisCommands(), 1)} |`,
    );
  }
} finally {
  await stopServer(server);
  dropDatabase(POSTGRES_URL, database);
  proxy.close();
}
