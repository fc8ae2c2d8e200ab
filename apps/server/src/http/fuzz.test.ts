import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { RATE_LIMITS, type RateLimitPolicies } from '../modules/auth/auth-rate-limits';
import { inWorkspace } from '../test/factories';
import { useStripeStandIn } from '../payments/stripe/stripe-stand-in';
import { testConfig, useTestEnvironment } from '../test/harness';
import {
  changedTables,
  databaseFingerprint,
  startIdsAt,
  tablesOf,
} from '../test/sweeps/db-fingerprint';
import { fixtureHints, paramValues } from '../test/sweeps/fixture-values';
import { fixtureIntact } from '../test/sweeps/fixture-health';
import { buildFullWorkspace, type FullWorkspace } from '../test/sweeps/full-workspace';
import { badHeaders } from '../test/sweeps/raw-inputs';
import { malformedRequests, schemaOf, validCall, type ValidCall } from '../test/sweeps/route-cases';
import { answerProblem, refusalProblem, sendRequest } from '../test/sweeps/send-request';
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

const server = useTestEnvironment(() => ({
  rateLimits: noRateLimits,
  config: {
    billing: { ...loadConfig({ NODE_ENV: 'test' }).billing, templateWorkspaceId: FIXTURE_FIRST_ID },
    metrics: { token: METRICS_TOKEN, bind: null },
    // Behind a proxy the client's address comes from X-Forwarded-For: the sweep breaks it too.
    trustProxy: true,
  },
}));
let fixture: FullWorkspace;
const upgradeSockets = new Set<Socket>();

const buildFixture = () => buildFullWorkspace(server, { subscribed: true });

beforeAll(async () => {
  // Upgrade sockets leave the HTTP server's hands: one a refused upgrade leaves open (reported
  // as a problem below) would hold the server's close forever.
  server.app.server.on('upgrade', (_request, socket: Socket) => upgradeSockets.add(socket));
  await startIdsAt(server.app.services.database.db, FIXTURE_FIRST_ID);
  fixture = await buildFixture();
});
afterAll(() => {
  for (const socket of upgradeSockets) socket.destroy();
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
  // A refused valid call would hide every case behind its own refusal (as once a search whose
  // derived period ended where it began hid `author_id` from the database).
  for (const [part, value] of [
    ['querystring', call.query],
    ['body', call.body],
  ] as const) {
    const parsed = schemaOf(route, part)?.['~standard'].validate(value);
    if (parsed && 'issues' in parsed && parsed.issues) {
      const issues = parsed.issues.map((issue) => `${issue.path?.join('.')}: ${issue.message}`);
      return `its derived valid ${part} is refused (${issues.join('; ')})`;
    }
  }
  return call;
}

describe('the contract-driven fuzz test', () => {
  it('answers every malformed request of every route with a 4xx and its detail, and writes nothing then', async () => {
    const db = server.app.services.database.db;
    const tables = await tablesOf(db);
    const unhandled: string[] = [];
    const problems: string[] = [];
    const counts = { routes: 0, cases: 0, inputs: 0, refusedQueries: 0, rebuilds: 0 };
    for (const [index, route] of server.app.routeTable.entries()) {
      const call = validCallOf(route);
      if (typeof call === 'string') {
        unhandled.push(`${routeName(route)}: ${call}`);
        continue;
      }
      const requests = malformedRequests({ ...route, index }, call, SEED + index * 1000);
      counts.routes += 1;
      counts.cases += new Set(requests.map((request) => request.label.split(':')[0])).size;
      let before = await databaseFingerprint(db, tables);
      for (const request of requests) {
        const answer = await sendRequest(server.baseUrl, request);
        counts.inputs += 1;
        if (request.refusedPart === 'querystring') counts.refusedQueries += 1;
        const where = `${routeName(route)} [${request.label}] ${request.path.slice(0, 80)}`;
        const problem = answerProblem(answer) ?? refusalProblem(request, answer);
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
        `query fields, body fields, bodies, headers), ${counts.inputs} inputs (` +
        `${counts.refusedQueries} query strings their contract refuses: 422 each); ` +
        `fixture rebuilt ${counts.rebuilds} times`,
    );
    expect(unhandled).toEqual([]);
    expect(problems).toEqual([]);
    expect(counts.routes).toBe(server.app.routeTable.length);
    expect((await server.fetch('/api/health')).status).toBe(200);
  }, 300_000);
});

describe('the Stripe webhook (a route only a Stripe setup has)', () => {
  const stripe = useStripeStandIn();
  const webhook = useTestEnvironment(() => ({
    config: {
      billing: {
        ...testConfig().billing,
        stripe: {
          secretKey: 'sk_test_sweep',
          publishableKey: 'pk_test_sweep',
          webhookSecret: 'whsec_sweep',
          priceIds: { seat_premium_monthly: 'price_pm', seat_premium_yearly: 'price_py' },
          apiBase: stripe.url,
        },
      },
    },
  }));

  it('answers every malformed signature with a 400 and its detail, and writes nothing', async () => {
    const db = webhook.app.services.database.db;
    const tables = await tablesOf(db);
    const before = await databaseFingerprint(db, tables);
    const answers: string[] = [];
    const url = '/api/billing/webhook';
    for (const { kind, headers } of badHeaders({ index: 0, url }, SEED, 0)) {
      const answer = await sendRequest(webhook.baseUrl, {
        label: kind,
        method: 'POST',
        path: url,
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"id":"evt_sweep","object":"event"}',
      });
      answers.push(`${kind}: ${answer.status} ${answerProblem(answer) ?? 'with its detail'}`);
    }
    expect(answers.length).toBeGreaterThan(0);
    expect(answers).toEqual(answers.map((line) => line.replace(/: .*/, ': 400 with its detail')));
    expect(changedTables(before, await databaseFingerprint(db, tables))).toEqual([]);
  });
});
