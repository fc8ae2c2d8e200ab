// results/*.jsonl -> a markdown table: every run of each engine, with its load average.
// npx tsx src/summarize.ts results/run-1.jsonl [...]
import fs from 'node:fs';

type Row = Record<string, unknown>;
const rows: Row[] = [];
for (const f of process.argv.slice(2)) {
  let ctx: Row = {};
  for (const line of fs.readFileSync(f, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const o = JSON.parse(line) as Row;
    if (o.what) {
      ctx = { ...o, file: f };
      continue;
    }
    rows.push({ ...ctx, ...o });
  }
}
const byMode = (m: string, what: string) => rows.filter((r) => r.mode === m && r.what === what);
const out: string[] = [];
out.push(
  '| engine | rep | 10 conc.: req/s, p50/p95/p99 ms | 100 conc.: req/s, p50/p95/p99 ms | RSS idle / after (node + server PSS) MB | load avg (1 min) |',
);
out.push('| --- | --- | --- | --- | --- | --- |');
for (const m of ['A', 'B', 'B4', 'C', 'D', 'E', 'P']) {
  const loads = byMode(m, 'load');
  const reps = [...new Set(loads.map((r) => `${r.file}#${r.rep}`))];
  for (const rep of reps) {
    const rs = loads.filter((r) => `${r.file}#${r.rep}` === rep);
    const idle = rs.find((r) => r.phase === 'idle');
    const l10 = rs.find((r) => r.phase === 'load10');
    const l100 = rs.find((r) => r.phase === 'load100');
    if (!idle || !l10 || !l100) continue;
    const cpu = (r: Row) =>
      r.cpuMsPerReq === undefined
        ? ''
        : `; CPU ${r.cpuMsPerReq}${Number(r.serverCpuMsPerReq) ? ` + ${r.serverCpuMsPerReq}` : ''} ms/req`;
    const f = (r: Row) =>
      `${r.reqPerS}, ${r.p50}/${r.p95}/${r.p99}${r.errors ? ` (${r.errors} errors)` : ''}${cpu(r)}`;
    const mem = (r: Row) => `${Number(r.rssMB) + Number(r.serverPssMB)}`;
    const la = (s: unknown) => String(s).split(' ')[0];
    out.push(
      `| ${m} | ${rep.replace(/^results\//, '')} | ${f(l10)} | ${f(l100)} | ${mem(idle)} / ${mem(l100)}${m === 'D' || m === 'E' ? ` (node ${l100.rssMB}, postgres PSS ${l100.serverPssMB}, RSS sum ${l100.serverRssMB})` : ''} | ${la(l10.loadavgBefore)}-${la(l100.loadavgAfter)} |`,
    );
  }
}
out.push('');
out.push(
  '| engine | rep | cold, existing folder: open+migrate / first query / RSS (+server PSS) | cold, new folder: open+create+migrate / first query / RSS | load avg |',
);
out.push('| --- | --- | --- | --- | --- |');
for (const m of ['A', 'B', 'C', 'D', 'E']) {
  for (const e of byMode(m, 'cold-existing')) {
    if (e.openMs === undefined) continue;
    const n = rows.find(
      (r) =>
        r.mode === m &&
        r.what === 'cold-new' &&
        r.rep === e.rep &&
        r.file === e.file &&
        r.openMs !== undefined,
    );
    const c = (r?: Row) =>
      r
        ? `${r.openMs} / ${r.firstQueryMs} ms / ${Number(r.rssMB)}${Number(r.serverPssMB) ? ` + ${r.serverPssMB}` : ''} MB`
        : 'n/a';
    out.push(
      `| ${m} | ${String(e.file).replace(/^results\//, '')}#${e.rep} | ${c(e)} | ${c(n)} | ${String(e.loadavg).split(' ')[0]} |`,
    );
  }
}
console.log(out.join('\n'));
