// Summarises a V8 CPU profile (`node --cpu-prof`): where the samples fell, by package and by
// function (self time). `tsx bench/cpu-profile.ts <file.cpuprofile> [top] [--during <function>]`:
// with --during, only the span from the first to the last sample under that function counts
// (e.g. `--during buildTree`: the tree load of `bench:load`).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const duringAt = args.indexOf('--during');
const during = duringAt >= 0 ? args.splice(duringAt, 2)[1] : undefined;
const [file, topArg] = args;
if (!file) throw new Error('usage: tsx bench/cpu-profile.ts <file.cpuprofile> [top] [--during fn]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

/** Whether a sample's stack holds `name` (a node under a frame of that function). */
function underFunction(name: string): (id: number) => boolean {
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const cache = new Map<number, boolean>();
  const test = (id: number | undefined): boolean => {
    if (id === undefined) return false;
    const known = cache.get(id);
    if (known !== undefined) return known;
    const result = nodes.get(id)?.callFrame.functionName === name || test(parents.get(id));
    cache.set(id, result);
    return result;
  };
  return test;
}

const counted = profile.samples.map(() => true);
if (during) {
  const under = underFunction(during);
  const hits = profile.samples.flatMap((id, index) => (under(id) ? [index] : []));
  if (hits.length === 0) throw new Error(`no sample under ${during}`);
  const [first, last] = [hits[0] ?? 0, hits.at(-1) ?? 0];
  counted.forEach((_, index) => (counted[index] = index >= first && index <= last));
}
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  if (!counted[index]) return;
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
});
const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);

/** `node_modules/@scope/name`, `node_modules/name`, our own file, or what V8 calls it. */
function packageOf(url: string, functionName: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules?.[1]) return inModules[1];
  if (url.includes('/apps/server/') || url.includes('/packages/')) return 'hangar';
  if (url.startsWith('node:') || url === '')
    return functionName.startsWith('(') ? functionName : 'node';
  return url.split('/').slice(-2).join('/');
}

const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const node = nodes.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const owner = packageOf(url, functionName);
  byPackage.set(owner, (byPackage.get(owner) ?? 0) + ms);
  const name = `${functionName || '(anonymous)'} ${owner}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
}

const share = (ms: number) => `${((100 * ms) / total).toFixed(1)}%`;
const print = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${share(ms).padStart(6)}  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
  }
};
console.log(`${total.toFixed(0)} ms sampled`);
print('by package (self time)', byPackage);
print('by function (self time)', byFunction);
