import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { RATE_LIMITS } from '../modules/auth/auth-rate-limits';
import { useTestEnvironment } from '../test/harness';
import {
  changedTables,
  startIdsAt,
  tablesOf,
  tenantFingerprint,
  type Tenant,
} from '../test/sweeps/db-fingerprint';
import { fixtureIntact } from '../test/sweeps/fixture-health';
import { buildFullWorkspace } from '../test/sweeps/full-workspace';
import { revokedApiToken, revokedToken } from '../test/sweeps/revoked-credentials';
import { answerProblem, sendRequest } from '../test/sweeps/send-request';
import {
  attemptsFor,
  leakedIn,
  outsiderMarkers,
  requestFor,
  type TenancyWorld,
} from '../test/sweeps/tenancy-callers';
import { TENANCY_PLAN } from '../test/sweeps/tenancy-plan';
import type { RouteEntry } from './route-table';

/** Every row of the victim gets an id from here on (and none of the attacker's does). */
const VICTIM_IDS = { from: 7_770_001, to: 7_779_999 };
const ATTACKER_FIRST_ID = 8_880_001;
/** Metrics are on, so GET /api/metrics is swept refusing every user's credentials. */
const METRICS = { token: 'tenancy-sweep-metrics-token-0123', bind: null };

// The victim's workspace, the first one made, is the template workspace of the admin routes.
const server = useTestEnvironment(() => ({
  config: {
    billing: { ...loadConfig({ NODE_ENV: 'test' }).billing, templateWorkspaceId: VICTIM_IDS.from },
    metrics: METRICS,
  },
  // Every open route is called by each caller from this one IP: sign-ins are not what it counts.
  rateLimits: { signinPerIp: { ...RATE_LIMITS.signinPerIp, limit: 1000 } },
}));
let world: TenancyWorld;

beforeAll(async () => {
  const db = server.app.services.database.db;
  await startIdsAt(db, VICTIM_IDS.from);
  const victim = await buildFullWorkspace(server, { subscribed: true });
  const revoked = await revokedToken(server, victim.people.owner);
  const revokedScriptToken = await revokedApiToken(server, victim.people.owner);
  const revokedShareToken = victim.projectShareToken;
  const share = (enabled: boolean) =>
    server.api<{ share_token: string }>('PUT', `/projects/${victim.projectId}/share`, {
      ...victim.as(victim.people.owner),
      body: { enabled },
    });
  await share(false);
  victim.projectShareToken = (await share(true)).body.share_token;
  await startIdsAt(db, ATTACKER_FIRST_ID);
  const attacker = await buildFullWorkspace(server);
  world = {
    victim,
    attacker,
    victimIds: VICTIM_IDS,
    revokedToken: revoked,
    revokedApiToken: revokedScriptToken,
    revokedShareToken,
  };
});

const routeName = (route: RouteEntry) => `${route.method} ${route.url}`;

describe('the tenancy and rights sweep', () => {
  it("reaches the victim's data when its owner reads it (the sweep aims right)", async () => {
    const blind: string[] = [];
    let reads = 0;
    for (const route of server.app.routeTable) {
      const recipe = TENANCY_PLAN[routeName(route)];
      if (route.method !== 'GET' || !recipe || !['item', 'public'].includes(recipe.scope)) continue;
      const owner = world.victim.people.owner;
      const request = requestFor(route, recipe, world.victim, {
        caller: "the victim's owner",
        token: recipe.scope === 'public' ? null : owner.token,
        workspaceId: world.victim.workspace.id,
        refused: false,
        markers: [],
      });
      const answer = await sendRequest(server.baseUrl, request);
      const shown = leakedIn(answer.text, request, outsiderMarkers(world.victim), world.victimIds);
      reads += 1;
      if (answer.status >= 400 || shown.length === 0) {
        blind.push(`${routeName(route)}: ${answer.status} ${answer.text.slice(0, 100)}`);
      }
    }
    expect(reads).toBeGreaterThanOrEqual(19);
    expect(blind).toEqual([]);
  });

  it('lets no other tenant, guest, member or signed-out caller read or change the victim', async () => {
    const db = server.app.services.database.db;
    const tables = await tablesOf(db);
    const victim: Tenant = { ids: world.victimIds, markers: [world.victim.tag] };
    const missing: string[] = [];
    const problems: string[] = [];
    let attempts = 0;
    for (const route of server.app.routeTable) {
      const recipe = TENANCY_PLAN[routeName(route)];
      if (!recipe) {
        missing.push(routeName(route));
        continue;
      }
      for (const attempt of attemptsFor(recipe, world)) {
        const request = requestFor(route, recipe, world.victim, attempt);
        const before = await tenantFingerprint(db, tables, victim);
        const answer = await sendRequest(server.baseUrl, request);
        const changed = changedTables(before, await tenantFingerprint(db, tables, victim));
        attempts += 1;
        const where = `${routeName(route)} by ${attempt.caller}: ${answer.status}`;
        const problem = answerProblem(answer);
        if (problem) problems.push(`${where}: ${problem}`);
        if (attempt.refused === 401 && answer.status !== 401) problems.push(`${where}, not 401`);
        if (attempt.refused && answer.status < 400) problems.push(`${where}, not refused`);
        const leaked = leakedIn(answer.text, request, attempt.markers, world.victimIds);
        if (leaked.length > 0) problems.push(`${where}, shows the victim's ${leaked.join(', ')}`);
        if (changed.length > 0)
          problems.push(`${where}, changed the victim's ${changed.join(', ')}`);
      }
      // The attacker's own calls may sign them out or delete their workspace: a fresh one then.
      if (!(await fixtureIntact(db, world.attacker))) {
        world.attacker = await buildFullWorkspace(server);
      }
    }
    console.info(
      `tenancy sweep: ${server.app.routeTable.length} routes, ${attempts} attempts ` +
        `(other tenant x2 and their API token, no token, signed-out token, revoked API token, ` +
        `guest, member, share tokens)`,
    );
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
    expect(await fixtureIntact(db, world.victim)).toBe(true);
  }, 180_000);
});
