// The workload of bench:load and bench:request-cost: a user with a PREMIUM workspace and a
// project, the requests of the mixed load, and a load run from another process
// (bench/load-client.ts) that also reads how much CPU the server spent on it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { RichTextNode } from '@hangar/contracts';
import { callServer, signUpThroughOutbox } from '../apps/server/src/test/process-api';
import { option, repoRoot } from './lib';
import { cpuMs, type Server } from './load-server';

const SECONDS = Number(option('seconds') ?? 10);

export interface LoadRequest {
  method: 'GET' | 'PUT';
  path: string;
  body?: string;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  bytesPerAnswer: number;
  /** Each request of a mixed load on its own. */
  byRequest: { request: string; count: number; p50: number; p99: number }[];
  /** CPU time of the server's Node process over the run, per answer. */
  nodeCpuUsPerAnswer: number;
  /** The same for the processes it started (the embedded PostgreSQL); 0 for a database server. */
  childrenCpuUsPerAnswer: number;
}

export function load(
  server: Server,
  token: string,
  workspace: number,
  connections: number,
  requests: LoadRequest[],
): LoadResult {
  const options = {
    url: server.baseUrl,
    connections,
    seconds: SECONDS,
    headers: {
      authorization: `Bearer ${token}`,
      'x-workspace-id': String(workspace),
      'accept-encoding': 'br, gzip',
    },
    requests,
  };
  const before = cpuMs(server);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench/load-client.ts'), JSON.stringify(options)],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  const after = cpuMs(server);
  if (run.status !== 0) throw new Error(`the load client failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Omit<
    LoadResult,
    'nodeCpuUsPerAnswer' | 'childrenCpuUsPerAnswer'
  >;
  const perAnswer = (ms: number) => (ms * 1000) / Math.max(1, result.requests);
  return {
    ...result,
    nodeCpuUsPerAnswer: perAnswer(after.node - before.node),
    childrenCpuUsPerAnswer: perAnswer(after.children - before.children),
  };
}

/** A user, a PREMIUM workspace (a trial granted through the template workspace), a project. */
export async function setUp(server: Server, dataDir: string) {
  // An address of its own per run: sign-ups per address are limited per hour, in the shared Redis.
  const email = `load-${process.pid}-${Date.now()}@example.com`;
  const token = await signUpThroughOutbox(server, dataDir, {
    email,
    password: 'a load of docs',
  });
  await callServer(server, 'POST', '/workspaces', { token, body: { name: 'Template' } });
  const { workspace, project } = await workspaceWithProject(server, token, 'Load');
  await callServer(server, 'POST', '/admin/billing/trial', {
    token,
    body: { workspace_id: workspace, customer_email: email },
  });
  return { token, workspace, project };
}

/** A new (free) workspace of the token's owner, with a group and a project. */
export async function workspaceWithProject(server: Server, token: string, name: string) {
  const post = <Body>(url: string, body: unknown, workspace?: number) =>
    callServer<Body>(server, 'POST', url, { token, workspace, body });
  const { created_id: workspace } = await post<{ created_id: number }>('/workspaces', { name });
  const { created_id: group } = await post<{ created_id: number }>(
    '/groups',
    { name: 'G' },
    workspace,
  );
  const { created_id: project } = await post<{ created_id: number }>(
    '/projects',
    { name: 'P', group_id: group },
    workspace,
  );
  return { workspace, project };
}

/** A short body, as the editor stores it. */
export const bodyOf = (name: string): RichTextNode => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [{ type: 'text', text: `The notes of ${name}, written before the meeting.` }],
    },
  ],
});

/** The mixed load's requests, one in four a write (a rename), sent in this order by each connection. */
export const mixedRequests = (project: number, doc: number): LoadRequest[] => {
  const docPath = `/api/projects/${project}/docs/${doc}`;
  return [
    { method: 'GET', path: docPath },
    { method: 'GET', path: `/api/projects/${project}` },
    { method: 'GET', path: '/api/workspaces/c' },
    { method: 'PUT', path: docPath, body: JSON.stringify({ name: 'Renamed under load' }) },
  ];
};

/** The server CPU of a run, per answer: the Node process's, then that of the processes it started. */
export const cpuPerAnswer = (result: LoadResult): string =>
  `${result.nodeCpuUsPerAnswer.toFixed(0)} us` +
  (result.childrenCpuUsPerAnswer > 0
    ? ` (+ PostgreSQL ${result.childrenCpuUsPerAnswer.toFixed(0)} us)`
    : '');
