// B only: what pglite-socket does with a second connection, a failed transaction, and several connections.
// npx tsx src/socket-check.ts --dir data/b
import { parseArgs } from 'node:util';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openEngine, loadavg } from './engines';
import * as s from './schema';
import { readDoc, seedIfEmpty } from './workload';

const { values: a } = parseArgs({ options: { dir: { type: 'string' } } });
const dir = a.dir!;
const log = (o: object) => console.log(JSON.stringify(o));
const e1 = await openEngine('B', dir, { poolMax: 1, socketMax: 1 });
const pool = e1.pool!;
const held = await pool.connect();
// 1. a second client while the pool's one connection is open
const second = new pg.Client({
  host: path.resolve(`${dir}.sock`),
  port: 5432,
  user: 'postgres',
  database: 'postgres',
  connectionTimeoutMillis: 3000,
});
second.on('error', () => {});
try {
  await second.connect();
  const r = await second.query('select 1 as one');
  log({ check: 'second connection (maxConnections 1)', result: 'accepted', rows: r.rows });
  await second.end();
} catch (e) {
  log({
    check: 'second connection (maxConnections 1)',
    result: 'refused',
    error: (e as Error).message,
  });
}
// 2. BEGIN .. failure .. ROLLBACK on the wire
const before = (await held.query('select count(*)::int n from workspaces')).rows[0].n;
await held.query('BEGIN');
await held.query("insert into workspaces (name, sse_channel_id) values ('tx-test', 'c')");
let failure = '';
try {
  await held.query('select 1/0');
} catch (e) {
  failure = (e as Error).message;
}
let afterFailure = '';
try {
  await held.query('select 1');
} catch (e) {
  afterFailure = (e as Error).message;
}
await held.query('ROLLBACK');
const after = (await held.query('select count(*)::int n from workspaces')).rows[0].n;
log({
  check: 'BEGIN, insert, failing statement, ROLLBACK',
  failure,
  nextStatementInAbortedTx: afterFailure,
  countBefore: before,
  countAfter: after,
  rolledBack: before === after,
});
held.release();
// 3. drizzle transaction that throws, while other queries queue behind it in the pool (max 1)
const t = performance.now();
let other = 0;
const otherQuery = (async () => {
  await new Promise((r) => setTimeout(r, 5));
  await e1.db.execute(sql`select 1`);
  other = performance.now() - t;
})();
try {
  await e1.db.transaction(async (tx) => {
    await tx.insert(s.workspaces).values({ name: 'tx-drizzle', sseChannelId: 'c' });
    await new Promise((r) => setTimeout(r, 200));
    throw new Error('boom');
  });
} catch {
  /* expected */
}
await otherQuery;
const left = await e1.db.select().from(s.workspaces).where(eq(s.workspaces.name, 'tx-drizzle'));
log({
  check: 'drizzle transaction that throws (pool max 1)',
  rowsLeft: left.length,
  otherQueryWaitedMs: Math.round(other),
});
await e1.close();

// 4. several connections at once: the wire protocol of different connections interleaves in one session
const e4 = await openEngine('B', dir, { poolMax: 4, socketMax: 4 });
const seeded = await seedIfEmpty(e4.db);
let ok = 0;
let bad = 0;
const errors = new Map<string, number>();
const end = performance.now() + 3000;
await Promise.all(
  Array.from({ length: 20 }, async () => {
    while (performance.now() < end) {
      try {
        await readDoc(e4.db, seeded, seeded.docIds[(Math.random() * seeded.docIds.length) | 0]!);
        ok++;
      } catch (e) {
        bad++;
        const m = (e as Error).message.slice(0, 80);
        errors.set(m, (errors.get(m) ?? 0) + 1);
      }
    }
  }),
);
log({
  check: 'pool 4 on maxConnections 4, 20 concurrent doc reads for 3 s',
  ok,
  bad,
  errors: Object.fromEntries(errors),
  loadavg: loadavg(),
});
const closing = Promise.race([
  e4.close().then(() => 'closed'),
  new Promise((r) => setTimeout(() => r('close hung 5 s'), 5000)),
]);
log({ check: 'close after that', result: await closing });
process.exit(0);
