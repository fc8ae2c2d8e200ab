// `tsx bench/db-outage.ts`: API calls while PostgreSQL is frozen (budget: every call answers
// within 5 s, never a 500). The server runs in this process on a PostgreSQL database of its own
// (TEST_DATABASE_URL's server, else 127.0.0.1:5432), reached through the fault proxy; a few
// clients call the API back to back while the link is frozen for 10 s, then until it answers
// again. Needs a PostgreSQL server; the build is not needed.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/client';
import { createOwnPostgresDatabase } from '../apps/server/src/test/own-postgres-database';
import { startTcpProxy } from '../apps/server/src/test/tcp-proxy';
import { startBenchServer } from './in-process';

/** The bound: while the database is frozen, every call answers within 5 s. */
const ANSWER_BUDGET_MS = 5_000;

export interface FrozenDatabaseFigures {
  /** Calls started while the link was frozen. */
  calls: number;
  /** The slowest of them, from request to answer. */
  slowestMs: number;
  /** How many of them answered each status (0: no answer at all). */
  statuses: Record<number, number>;
  /** From the end of the freeze to the first call answered 2xx. */
  recoveryMs: number;
  /** Calls after the recovery that did not answer 2xx (0 when none was lost). */
  failedAfterRecovery: number;
}

interface Call {
  startedAt: number;
  ms: number;
  status: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Freezes the link to PostgreSQL for `frozenMs` while `clients` loops call a few API routes
 * (reads, a write, the health check), and returns what the calls started meanwhile answered,
 * and how long the API took to answer again once the link was back.
 */
export async function measureFrozenDatabase(
  options: { frozenMs?: number; clients?: number } = {},
): Promise<FrozenDatabaseFigures> {
  const frozenMs = options.frozenMs ?? 10_000;
  const clients = options.clients ?? 4;
  const database = await createOwnPostgresDatabase();
  const proxy = await startTcpProxy(database.target);
  const { databaseTimeouts } = loadConfig(process.env);
  const handle = openPostgres(proxy.urlFor(database.url), databaseTimeouts);
  const server = await startBenchServer({ database: handle });
  const headers = {
    authorization: `Bearer ${server.token}`,
    'x-workspace-id': String(server.workspaceId),
    'content-type': 'application/json',
  };
  const routes: [string, string, unknown?][] = [
    ['GET', '/users/me'],
    ['GET', '/groups/names'],
    ['GET', '/workspaces/c'],
    ['POST', '/groups', { name: 'During the freeze' }],
    ['GET', '/health'],
  ];
  const calls: Call[] = [];
  let running = true;

  const callOnce = async (index: number) => {
    const [method, route, body] = routes[index % routes.length] ?? ['GET', '/health'];
    const startedAt = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${server.baseUrl}/api${route}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // no answer at all: status 0
    }
    calls.push({ startedAt, ms: performance.now() - startedAt, status });
  };
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let index = client; running; index += 1) {
      await callOnce(index);
      await sleep(50);
    }
  });

  try {
    await sleep(2_000);
    const frozenAt = performance.now();
    proxy.pause();
    await sleep(frozenMs);
    const resumedAt = performance.now();
    proxy.resume();
    let recoveredAt: number | null = null;
    while (recoveredAt === null && performance.now() - resumedAt < 60_000) {
      recoveredAt =
        calls.find((call) => call.startedAt >= resumedAt && call.status < 300)?.startedAt ?? null;
      await sleep(50);
    }
    await sleep(2_000);
    running = false;
    await Promise.all(loops);

    const during = calls.filter((call) => call.startedAt >= frozenAt && call.startedAt < resumedAt);
    const statuses: Record<number, number> = {};
    for (const call of during) statuses[call.status] = (statuses[call.status] ?? 0) + 1;
    const after = calls.filter((call) => recoveredAt !== null && call.startedAt >= recoveredAt);
    return {
      calls: during.length,
      slowestMs: Math.max(0, ...during.map((call) => call.ms)),
      statuses,
      recoveryMs: recoveredAt === null ? Number.POSITIVE_INFINITY : recoveredAt - resumedAt,
      failedAfterRecovery: after.filter((call) => call.status >= 300).length,
    };
  } finally {
    running = false;
    await Promise.all(loops);
    await server.close();
    await proxy.close();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const figures = await measureFrozenDatabase();
  const statuses = Object.entries(figures.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(`PostgreSQL frozen for 10 s, 4 clients calling the API:`);
  console.log(`  calls during the freeze: ${figures.calls} (${statuses})`);
  console.log(
    `  slowest answer: ${figures.slowestMs.toFixed(0)} ms (budget < ${ANSWER_BUDGET_MS})`,
  );
  console.log(`  first 2xx ${figures.recoveryMs.toFixed(0)} ms after the link was back`);
  console.log(`  calls failed after the recovery: ${figures.failedAfterRecovery}`);
  console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  const unexpected = Object.keys(figures.statuses).filter((status) => status !== '503');
  if (figures.slowestMs >= ANSWER_BUDGET_MS || unexpected.length || figures.failedAfterRecovery) {
    console.log('OVER BUDGET');
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
