#!/usr/bin/env python3
"""Medians per engine over results/run-*.jsonl (the first table of REPORT.md). python3 medians.py results/run-*.jsonl"""
import json, statistics as st, sys
rows = []
for f in sys.argv[1:]:
    ctx = {}
    for l in open(f):
        if not l.startswith('{'): continue
        o = json.loads(l)
        if 'what' in o: ctx = o; continue
        rows.append({**ctx, **o})
def med(xs):
    xs = [x for x in xs if x is not None]
    return st.median(xs) if xs else None
print('| engine | runs | 10 conc. req/s (median, range) | p95 ms | 100 conc. req/s (median, range) | p99 ms | CPU ms/req (Node + server) | RSS idle / after load, MB | cold open, existing / new folder, ms | load avg (1 min) at start |')
print('|---|---|---|---|---|---|---|---|---|---|')
for m in ['A', 'B', 'B4', 'C', 'D', 'E', 'P']:
    L = [r for r in rows if r['mode'] == m and r.get('what') == 'load']
    l10 = [r for r in L if r.get('phase') == 'load10']; l100 = [r for r in L if r.get('phase') == 'load100']; idle = [r for r in L if r.get('phase') == 'idle']
    if not l10: continue
    ce = [r['openToFirstMs'] for r in rows if r['mode'] == m and r.get('what') == 'cold-existing' and 'openToFirstMs' in r]
    cn = [r['openToFirstMs'] for r in rows if r['mode'] == m and r.get('what') == 'cold-new' and 'openToFirstMs' in r]
    cpun = [r['cpuMsPerReq'] for r in l10 + l100 if 'cpuMsPerReq' in r]; cpus = [r.get('serverCpuMsPerReq', 0) for r in l10 + l100 if 'cpuMsPerReq' in r]
    mem = lambda r: r['rssMB'] + r['serverPssMB']
    las = [float(r['loadavgBefore'].split()[0]) for r in l10]
    rng = lambda xs: f"{min(xs)}-{max(xs)}"
    cpu_s = (f"{med(cpun):.2f}" + (f" + {med(cpus):.2f}" if med(cpus) else "")) if cpun else "n/a"
    cold = ('%.0f / %.0f' % (med(ce), med(cn))) if ce else 'n/a'
    print(f"| {m} | {len(l10)} | **{med([r['reqPerS'] for r in l10]):.0f}** ({rng([r['reqPerS'] for r in l10])}) | {med([r['p95'] for r in l10]):.0f} | **{med([r['reqPerS'] for r in l100]):.0f}** ({rng([r['reqPerS'] for r in l100])}) | {med([r['p99'] for r in l100]):.0f} | {cpu_s} | {med([mem(r) for r in idle]):.0f} / {med([mem(r) for r in l100]):.0f} | {cold} | {min(las)}-{max(las)} |")
