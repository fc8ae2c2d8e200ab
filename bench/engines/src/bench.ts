// Load: N concurrent async "requests" (each the 8-query doc read) for S seconds, in one process.
// npx tsx src/bench.ts --mode A|B|C|D|P --dir data/a [--conns 10,100] [--seconds 10] [--pool N] [--socket-max N]
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import { openEngine, loadavg, pssMb, rssMb, type Mode } from './engines';
import { readDoc, seedIfEmpty } from './workload';

const { values: a } = parseArgs({
  options: {
    mode: { type: 'string' },
    dir: { type: 'string' },
    conns: { type: 'string', default: '10,100' },
    seconds: { type: 'string', default: '10' },
    pool: { type: 'string' },
    'socket-max': { type: 'string' },
  },
});
const mode = a.mode as Mode;
const seconds = Number(a.seconds);
const la0 = loadavg();
const t0 = performance.now();
const engine = await openEngine(mode, a.dir!, {
  poolMax: a.pool ? Number(a.pool) : undefined,
  socketMax: a['socket-max'] ? Number(a['socket-max']) : undefined,
});
const tOpen = performance.now();
const seeded = await seedIfEmpty(engine.db);
const tSeed = performance.now();
const mem = () => ({
  rssMB: rssMb([process.pid]),
  serverPssMB: pssMb(engine.serverPids()),
  serverRssMB: rssMb(engine.serverPids()),
  serverProcs: engine.serverPids().length,
});
console.log(
  JSON.stringify({
    mode,
    phase: 'open',
    loadavg: la0,
    openMs: Math.round(tOpen - t0),
    seedMs: Math.round(tSeed - tOpen),
    docs: seeded.docIds.length,
    ...mem(),
  }),
);

/** CPU seconds used so far by separate server processes (clock ticks of 10 ms). */
function serverCpuS(): number {
  let t = 0;
  for (const pid of engine.serverPids()) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const v = f.slice(f.lastIndexOf(')') + 2).split(' ');
      t += Number(v[11]) + Number(v[12]);
    } catch {
      /* gone */
    }
  }
  return t / 100;
}

async function run(conns: number, secs: number) {
  const lat: number[] = [];
  let errors = 0;
  let firstError = '';
  const end = performance.now() + secs * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const id = seeded.docIds[(Math.random() * seeded.docIds.length) | 0]!;
      const s = performance.now();
      try {
        await readDoc(engine.db, seeded, id);
        lat.push(performance.now() - s);
      } catch (e) {
        errors++;
        firstError ||= String((e as Error).message);
      }
    }
  };
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const srv0 = serverCpuS();
  const w0 = engine.workerBusyMs?.() ?? 0;
  await Promise.all(Array.from({ length: conns }, worker));
  const took = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const srv = serverCpuS() - srv0;
  const wBusy = (engine.workerBusyMs?.() ?? 0) - w0;
  const workerBusyMsPerReq = Math.round((wBusy / Math.max(1, lat.length)) * 100) / 100;
  const workerBusyShare = Math.round((wBusy / (took * 1000)) * 100) / 100;
  const cpuMsPerReq =
    Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, lat.length)) * 100) / 100;
  const serverCpuMsPerReq = Math.round(((srv * 1000) / Math.max(1, lat.length)) * 100) / 100;
  lat.sort((x, y) => x - y);
  const q = (p: number) =>
    Math.round(lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]! * 10) / 10;
  return {
    reqPerS: Math.round(lat.length / took),
    cpuMsPerReq,
    serverCpuMsPerReq,
    workerBusyMsPerReq,
    workerBusyShare,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    max: q(1),
    errors,
    firstError,
  };
}

await run(10, 1); // warm-up, not reported
console.log(JSON.stringify({ mode, phase: 'idle', loadavg: loadavg(), ...mem() }));
for (const c of a.conns!.split(',').map(Number)) {
  const la = loadavg();
  const r = await run(c, seconds);
  console.log(
    JSON.stringify({
      mode,
      phase: `load${c}`,
      conns: c,
      ...r,
      ...mem(),
      loadavgBefore: la,
      loadavgAfter: loadavg(),
    }),
  );
}
await engine.close();
process.exit(0);
