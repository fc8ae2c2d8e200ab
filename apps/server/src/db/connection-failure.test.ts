import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAdminUrl } from '../test/own-postgres-database';
import { createAvailability } from './availability';
import {
  DatabaseUnavailableError,
  isConnectionFailure,
  isStatementTimeout,
} from './connection-failure';

/** The error a promise rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

function client(options: pg.ClientConfig = {}): pg.Client {
  const opened = new pg.Client({ connectionString: postgresAdminUrl, ...options });
  opened.on('error', () => {}); // the tests end some connections on purpose
  return opened;
}

describe('connection failures, from a real PostgreSQL', () => {
  let connected: pg.Client;
  beforeAll(async () => {
    connected = client();
    await connected.connect();
  });
  afterAll(() => connected.end());

  it('ordinary query errors are not connection failures, even wrapped by drizzle', async () => {
    const syntax = await failureOf(connected.query('selec 1'));
    const missing = await failureOf(drizzle({ client: connected }).execute(sql`select nope`));
    expect(isConnectionFailure(syntax)).toBe(false);
    expect(missing).toHaveProperty('cause.code', '42703');
    expect(isConnectionFailure(missing)).toBe(false);
  });

  it('a refused connection, a killed session and a query timeout are, wrapped or not', async () => {
    const closedPort = new URL(postgresAdminUrl);
    closedPort.port = '1';
    const refused = await failureOf(client({ connectionString: closedPort.href }).connect());
    expect(isConnectionFailure(refused)).toBe(true);

    const victim = client();
    await victim.connect();
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
    const killed = failureOf(drizzle({ client: victim }).execute(sql`select pg_sleep(5)`));
    await connected.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    expect(isConnectionFailure(await killed)).toBe(true);

    const slow = client({ query_timeout: 100 });
    await slow.connect();
    const timedOut = await failureOf(slow.query('select pg_sleep(1)'));
    expect(timedOut).toHaveProperty('message', 'Query read timeout');
    expect(isConnectionFailure(timedOut)).toBe(true);
    await slow.end();
  });

  it('a statement the server cancels for its statement_timeout is a timeout, not an outage', async () => {
    const limited = client({ statement_timeout: 100 });
    await limited.connect();
    const cancelled = await failureOf(
      drizzle({ client: limited }).execute(sql`select pg_sleep(1)`),
    );
    await limited.end();
    expect(isStatementTimeout(cancelled)).toBe(true);
    expect(isConnectionFailure(cancelled)).toBe(false);
  });
});

describe('the availability tracker', () => {
  it('ignores ordinary errors; after a connection failure refuses until a probe succeeds', async () => {
    let probes = 0;
    let reachable = false;
    const changes: boolean[] = [];
    const availability = createAvailability({
      probe: async () => {
        probes += 1;
        if (!reachable) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      probeEveryMs: 10,
      onChange: (available) => changes.push(available),
    });
    try {
      availability.report(Object.assign(new Error('duplicate key'), { code: '23505' }));
      expect(availability.available).toBe(true);
      expect(() => availability.check()).not.toThrow();

      availability.report(new Error('Connection terminated unexpectedly'));
      expect(availability.available).toBe(false);
      expect(() => availability.check()).toThrow(DatabaseUnavailableError);
      await expect.poll(() => probes).toBeGreaterThan(2);
      expect(availability.available).toBe(false);

      reachable = true;
      await expect.poll(() => availability.available).toBe(true);
      expect(changes).toEqual([false, true]);
    } finally {
      availability.close();
    }
  });
});
