// Summarises a V8 CPU profile (`node --cpu-prof`): where the samples fell, by package and by
// function (self time). `tsx bench/cpu-profile.ts <file.cpuprofile> [top]`.
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

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/cpu-profile.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => {
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
