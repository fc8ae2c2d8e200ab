import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { RATE_LIMITS, type RateLimitPolicies } from '../modules/auth/rate-limits';
import { inWorkspace } from '../test/factories';
import { startTestEnvironment, type TestEnvironment } from '../test/harness';
import {
  changedTables,
  databaseFingerprint,
  startIdsAt,
  tablesOf,
} from '../test/sweeps/db-fingerprint';
import { fixtureHints, paramValues } from '../test/sweeps/fixture-values';
import { fixtureIntact } from '../test/sweeps/fixture-health';
import { buildFullWorkspace, type FullWorkspace } from '../test/sweeps/full-workspace';
import { malformedRequests, schemaOf, validCall, type ValidCall } from '../test/sweeps/route-cases';
import { answerProblem, sendRequest } from '../test/sweeps/send-request';
import type { RouteEntry } from './route-table';

/** The seed of every value fast-check draws: the same requests on every run. */
const SEED = 150_015;
/** The fixture's workspace gets this id, and is the template workspace (admin routes). */
const FIXTURE_FIRST_ID = 1000;
/** Metrics are on, and the valid call of GET /api/metrics carries their token. */
const METRICS_TOKEN = 'fuzz-sweep-metrics-token-0123456';

// Limits would answer 429 before validation and services: the sweep goes past them.
const noRateLimits = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, policy]) => [name, { ...policy, limit: 1_000_000 }]),
) as RateLimitPolicies;

let server: TestEnvironment;
let fixture: FullWorkspace;
const upgradeSockets = new Set<Socket>();

const buildFixture = () => buildFullWorkspace(server, { subscribed: true });

beforeAll(async () => {
  const billing = loadConfig({ NODE_ENV: 'test' }).billing;
  server = await startTestEnvironment({
    rateLimits: noRateLimits,
    config: {
      billing: { ...billing, templateWorkspaceId: FIXTURE_FIRST_ID },
      metrics: { token: METRICS_TOKEN, bind: null },
    },
  });
  // Upgrade sockets leave the HTTP server's hands: one a refused upgrade leaves open (reported
  // as a problem below) would hold the server's close forever.
  server.app.server.on('upgrade', (_request, socket: Socket) => upgradeSockets.add(socket));
  await startIdsAt(server.app.services.database.db, FIXTURE_FIRST_ID);
  fixture = await buildFixture();
});
afterAll(async () => {
  for (const socket of upgradeSockets) socket.destroy();
  await server.close();
});

const routeName = (route: RouteEntry) => `${route.method} ${route.url}`;

/** A valid call of the route on the fixture, or why the sweep cannot make one. */
function validCallOf(route: RouteEntry): ValidCall | string {
  const filled = paramValues(fixture, route.url);
  if ('missing' in filled) return `no fixture value for :${filled.missing}`;
  const token = route.url === '/api/metrics' ? METRICS_TOKEN : fixture.people.owner.token;
  const headers = {
    authorization: `Bearer ${token}`,
    ...inWorkspace(fixture.workspace, 'sweep-client-01'),
  };
  let call: ValidCall;
  try {
    call = validCall(route, filled.values, fixtureHints(fixture), headers);
  } catch (error) {
    return (error as Error).message;
  }
  const parsed = schemaOf(route, 'body')?.['~standard'].validate(call.body);
  if (parsed && 'issues' in parsed && parsed.issues) {
    const issues = parsed.issues.map((issue) => `${issue.path?.join('.')}: ${issue.message}`);
    return `its derived valid body is refused (${issues.join('; ')})`;
  }
  return call;
}

describe('the contract-driven fuzz test', () => {
  it('answers every malformed request of every route with a 4xx and its detail, and writes nothing then', async () => {
    const db = server.app.services.database.db;
    const tables = await tablesOf(db);
    const unhandled: string[] = [];
    const problems: string[] = [];
    const counts = { routes: 0, cases: 0, inputs: 0, rebuilds: 0 };
    for (const [index, route] of server.app.routeTable.entries()) {
      const call = validCallOf(route);
      if (typeof call === 'string') {
        unhandled.push(`${routeName(route)}: ${call}`);
        continue;
      }
      const requests = malformedRequests(route, call, SEED + index * 1000);
      counts.routes += 1;
      counts.cases += new Set(requests.map((request) => request.label.split(':')[0])).size;
      let before = await databaseFingerprint(db, tables);
      for (const request of requests) {
        const answer = await sendRequest(server.baseUrl, request);
        counts.inputs += 1;
        const where = `${routeName(route)} [${request.label}] ${request.path.slice(0, 80)}`;
        const problem = answerProblem(answer);
        if (problem) problems.push(`${where}: ${problem}`);
        const after = await databaseFingerprint(db, tables);
        const changed = changedTables(before, after);
        if (answer.status >= 400 && changed.length > 0) {
          problems.push(`${where}: answered ${answer.status} but changed ${changed.join(', ')}`);
        }
        before = after;
      }
      // A request valid enough to act (an ignored unknown key) may have used the fixture up.
      if (!(await fixtureIntact(db, fixture))) {
        fixture = await buildFixture();
        counts.rebuilds += 1;
      }
    }
    console.info(
      `fuzz (seed ${SEED}): ${counts.routes} routes, ${counts.cases} cases (parameters, ` +
        `fields, bodies, headers), ${counts.inputs} inputs; fixture rebuilt ${counts.rebuilds} times`,
    );
    expect(unhandled).toEqual([]);
    expect(problems).toEqual([]);
    expect(counts.routes).toBe(server.app.routeTable.length);
    expect((await server.fetch('/api/health')).status).toBe(200);
  }, 300_000);
});
