import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_DETAIL } from '../http/errors';
import { buildSignedInUser, buildWorkspace, inWorkspace } from '../test/factories';
import { startTestServer, type ApiResponse, type TestServer } from '../test/harness';
import { createOwnPostgresDatabase, type OwnPostgresDatabase } from '../test/own-postgres-database';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { openPostgres, type DatabaseHandle } from './client';

/** The bound: while the database is frozen or down, every call answers within 5 s. */
const ANSWER_WITHIN_MS = 5_000;

let database: OwnPostgresDatabase;
let proxy: TcpProxy;
let handle: DatabaseHandle;
let server: TestServer;
let caller: { token: string; headers: Record<string, string>; refreshCookie: string };

beforeAll(async () => {
  database = await createOwnPostgresDatabase();
  proxy = await startTcpProxy(database.target);
  // The server's every connection goes through the proxy, with the default timeouts.
  handle = openPostgres(proxy.urlFor(database.url));
  server = await startTestServer(handle);
  const owner = await buildSignedInUser(server);
  const workspace = await buildWorkspace(server, owner.user);
  caller = {
    token: owner.token,
    headers: inWorkspace(workspace),
    refreshCookie: owner.refreshCookie,
  };
});
afterAll(async () => {
  await server?.close();
  await handle?.close();
  await proxy?.close();
  await database?.drop();
});

type TimedResponse = ApiResponse & { ms: number };

async function call(method: string, path: string, body?: unknown): Promise<TimedResponse> {
  const started = performance.now();
  const response = await server.api(method, path, {
    token: caller.token,
    headers: caller.headers,
    body,
  });
  return { ...response, ms: performance.now() - started };
}

async function health(): Promise<TimedResponse> {
  const started = performance.now();
  const response = await server.fetch('/api/health');
  return {
    status: response.status,
    body: await response.json(),
    headers: response.headers,
    ms: performance.now() - started,
  };
}

function expectUnavailable(response: TimedResponse): void {
  expect(response.status).toBe(503);
  expect(response.body).toEqual({ detail: SERVICE_UNAVAILABLE_DETAIL });
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.ms).toBeLessThan(ANSWER_WITHIN_MS);
}

function expectHealthUnavailable(response: TimedResponse): void {
  expect(response.status).toBe(503);
  expect(response.body).toEqual({ detail: 'Database unavailable' });
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.ms).toBeLessThan(ANSWER_WITHIN_MS);
}

/** Calls until the API answers 200 again; anything but 200 or 503 (a 500) fails the test. */
async function untilRecovered(): Promise<void> {
  for (;;) {
    const response = await call('GET', '/groups/names');
    if (response.status === 200) return;
    expectUnavailable(response);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A query straight to the database, past the proxy: what is really stored. */
async function direct<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Starts POST /groups and returns once it waits inside its transaction (its insert waits for a
 * lock taken straight on the database), with `release` to let it go on.
 */
async function createGroupHeldInTransaction(name: string) {
  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table groups in share mode');
  const response = call('POST', '/groups', { name });
  for (;;) {
    const waiting = await locker.query(
      "select 1 from pg_locks where relation = 'groups'::regclass and not granted",
    );
    if (waiting.rowCount) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const release = async () => {
    await locker.query('commit');
    await locker.end();
  };
  return { response, release };
}

async function groupNamed(name: string): Promise<boolean> {
  const rows = await direct('select 1 from groups where name = $1', [name]);
  return rows.length > 0;
}

describe('while PostgreSQL is frozen or down', () => {
  it('a frozen link: a call and GET /api/health answer 503 within 5 s', async () => {
    expect((await call('GET', '/groups/names')).status).toBe(200);
    proxy.pause();
    try {
      expectUnavailable(await call('GET', '/groups/names'));
      expectHealthUnavailable(await health());
      expectUnavailable(await call('GET', '/users/me'));
    } finally {
      proxy.resume();
    }
    await untilRecovered();
    expect((await health()).status).toBe(200);
  });

  it('a stopped server: 503 at once; back: 200 without a restart, and a write is stored', async () => {
    proxy.cut();
    try {
      expectUnavailable(await call('GET', '/groups/names'));
      expectUnavailable(await call('POST', '/groups', { name: 'During the outage' }));
      expectHealthUnavailable(await health());
    } finally {
      proxy.resume();
    }
    await untilRecovered();
    const created = await call('POST', '/groups', { name: 'After the outage' });
    expect(created.status).toBe(201);
    expect(await groupNamed('After the outage')).toBe(true);
    expect(await groupNamed('During the outage')).toBe(false);
  });

  it('a call in flight when the link froze gets its 503; its connection is never reused', async () => {
    const inFlight = await createGroupHeldInTransaction('In flight');
    proxy.pause();
    await inFlight.release(); // the insert runs now; its answer is held by the frozen link
    try {
      expectUnavailable(await inFlight.response);
    } finally {
      proxy.resume();
    }
    // No call until the background probe found the database again (a few ms once the link is
    // back): a call refused meanwhile would discard the connection it was given, whatever it was.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await untilRecovered();

    // More calls than the pool has connections, then none of its connections may be left
    // inside the frozen transaction: lent again, it would hold the writes made on it uncommitted.
    for (let round = 1; round <= 12; round += 1) {
      const renamed = await call('PUT', '/users/me', { fullname: `Round ${round}` });
      expect(renamed.status).toBe(200);
    }
    const created = await call('POST', '/groups', { name: 'After the freeze' });
    expect(created.status).toBe(201);
    const leftInTransaction = await direct(
      "select 1 from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
    );
    expect(leftInTransaction).toEqual([]);
    expect(await groupNamed('After the freeze')).toBe(true);
    expect(await groupNamed('In flight')).toBe(false);
    const [me] = await direct<{ fullname: string }>('select fullname from users');
    expect(me?.fullname).toBe('Round 12');
  });

  it('a refresh during the outage keeps the session: its cookie works once the database is back', async () => {
    const refresh = () =>
      server.fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { cookie: caller.refreshCookie },
      });
    proxy.cut();
    let during: Response;
    try {
      during = await refresh();
    } finally {
      proxy.resume();
    }
    expect(during.status).toBe(503);
    expect(during.headers.getSetCookie()).toEqual([]); // the browser keeps its refresh cookie
    await untilRecovered();
    expect((await refresh()).status).toBe(200);
  });

  it('a call in flight when the server stops gets its 503, and the server stays up', async () => {
    const inFlight = await createGroupHeldInTransaction('Cut short');
    proxy.cut(); // resets its connection mid-transaction
    try {
      expectUnavailable(await inFlight.response);
    } finally {
      await inFlight.release();
      proxy.resume();
    }
    await untilRecovered();
    expect(await groupNamed('Cut short')).toBe(false);
  });

  it('transactions whose first statement froze give their connections back to the pool', async () => {
    const transaction = (name: string) =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select ${name}::text`);
      });
    // Every connection of the pool open and idle: the transactions below begin on them at once
    // (as the live docs' saves do), and their `begin` is what the frozen link holds.
    await Promise.all(Array.from({ length: 12 }, (_, index) => transaction(`warm ${index}`)));
    proxy.pause();
    try {
      const frozen = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) => transaction(`frozen ${index}`)),
      );
      expect(frozen.every((outcome) => outcome.status === 'rejected')).toBe(true);
    } finally {
      proxy.resume();
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await untilRecovered();
    // As many transactions as the pool has connections, at once: none of them is missing.
    await Promise.all(Array.from({ length: 12 }, (_, index) => transaction(`after ${index}`)));
    expect((await call('POST', '/workspaces', { name: 'After the frozen begins' })).status).toBe(
      201,
    );
  });
});
