// Cold start in a fresh process: time from process start to engine open (+ migrate) and to a first query.
// npx tsx src/cold.ts --mode A|B|C|D --dir data/x
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openEngine, loadavg, pssMb, rssMb, type Mode } from './engines';

const { values: a } = parseArgs({ options: { mode: { type: 'string' }, dir: { type: 'string' } } });
const la = loadavg();
const t0 = performance.now();
const engine = await openEngine(a.mode as Mode, a.dir!);
const tOpen = performance.now();
const rows = await engine.db.execute(sql`select count(*)::int as n from docs`);
const tFirst = performance.now();
const n = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)[0];
console.log(
  JSON.stringify({
    mode: a.mode,
    dir: a.dir,
    loadavg: la,
    sinceProcessStartMs: Math.round(t0),
    openMs: Math.round(tOpen - t0),
    firstQueryMs: Math.round(tFirst - tOpen),
    openToFirstMs: Math.round(tFirst - t0),
    docs: n,
    rssMB: rssMb([process.pid]),
    serverPssMB: pssMb(engine.serverPids()),
    serverRssMB: rssMb(engine.serverPids()),
  }),
);
const tc = performance.now();
await engine.close();
console.log(JSON.stringify({ closeMs: Math.round(performance.now() - tc) }));
process.exit(0);
