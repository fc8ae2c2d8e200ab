import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postgresAdminUrl } from '../test/own-postgres-database';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from './client';
import { onOneConnection } from './one-connection';

const backendRows = z.object({ rows: z.array(z.object({ pid: z.coerce.number() })).length(1) });

/** The PostgreSQL backend (one per connection) that answers a query. */
async function backendOf(db: Database): Promise<number> {
  const result = await db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.005)`);
  return backendRows.parse(result).rows[0]?.pid ?? 0;
}

describe('onOneConnection on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    handle = openPostgres(postgresAdminUrl);
  });
  afterAll(() => handle.close());

  it("runs a call's queries on one connection while other calls share the pool", async () => {
    const call = () =>
      onOneConnection(handle.db, async () => {
        const backends = new Set<number>();
        for (let query = 0; query < 4; query++) backends.add(await backendOf(handle.db));
        return backends;
      });
    const unpinned = async () => {
      for (let query = 0; query < 4; query++) await backendOf(handle.db);
    };
    const [calls] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, call)),
      Promise.all(Array.from({ length: 6 }, unpinned)),
    ]);
    expect(calls.map((backends) => backends.size)).toEqual([1, 1, 1, 1, 1, 1]);
    const state = handle.poolState?.();
    expect(state?.idle).toBe(state?.total);
  });

  it('gives the connection back when the call fails, so the pool never runs dry', async () => {
    for (let attempt = 0; attempt < 25; attempt++) {
      await expect(
        onOneConnection(handle.db, async () => {
          await backendOf(handle.db);
          throw new Error('refused by the rulebook');
        }),
      ).rejects.toThrow('refused by the rulebook');
      await expect(
        onOneConnection(handle.db, () => handle.db.execute(sql`select * from no_such_table`)),
      ).rejects.toThrow();
    }
    expect(await backendOf(handle.db)).toBeGreaterThan(0);
    const state = handle.poolState?.();
    expect(state?.idle).toBe(state?.total);
  });

  it('sends a query started after the call ended to the pool, not to the given-back connection', async () => {
    let late: Promise<number> | undefined;
    const pinned = await onOneConnection(handle.db, async () => {
      late = new Promise<number>((resolve, reject) => {
        setTimeout(() => backendOf(handle.db).then(resolve, reject), 20);
      });
      return backendOf(handle.db);
    });
    // The given-back connection, busy in a transaction of its own meanwhile: a late query sent
    // to it would wait for the transaction and run inside it.
    const held = await handle.db.transaction(async (tx) => {
      const inTransaction = await backendOf(tx);
      const lateBackend = await late;
      return { inTransaction, lateBackend };
    });
    expect(pinned).toBeGreaterThan(0);
    expect(held.lateBackend).toBeGreaterThan(0);
    expect(held.lateBackend).not.toBe(held.inTransaction);
  });
});

describe('onOneConnection on PGlite', () => {
  it('just runs the call (one connection anyway)', async () => {
    const handle = await openPglite(null);
    try {
      const first = await onOneConnection(handle.db, () => backendOf(handle.db));
      expect(first).toBe(await backendOf(handle.db));
    } finally {
      await handle.close();
    }
  });
});
