// Live-editing latency (one editor's change applied at every other editor of the doc) with 2, 20
// and 100 editors, and the time to load a tree of 1,000 docs. The server runs in this process on
// the embedded database, over real HTTP and websockets.
import { insertDoc } from '../apps/server/src/modules/docs/docs.repository';
import { openLiveClient, type LiveClient } from '../apps/server/src/test/live-client';
import { startBenchServer } from './in-process';
import { median } from './lib';

const EDITOR_COUNTS = [2, 20, 100];
const CHANGES_PER_RUN = 40;
const TREE_SIZE = 1000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const bench = await startBenchServer();
const { db, baseUrl, token, userId, workspaceId } = bench;
const group = await bench.newGroup('G');
const project = await bench.newProject(group.id, 'P');

async function latencyRun(editors: number): Promise<number[]> {
  const doc = await insertDoc(
    db,
    {
      workspaceId,
      projectId: project.id,
      position: editors,
      name: `Doc ${editors}`,
      emoji: null,
      createdBy: userId,
    },
    '',
  );
  const clients: LiveClient[] = [];
  for (let index = 0; index < editors; index++) {
    clients.push(await openLiveClient({ baseUrl, docId: doc.id, token }));
  }
  const samples: number[] = [];
  for (let change = 0; change < CHANGES_PER_RUN; change++) {
    const writer = clients[change % editors];
    if (!writer) continue;
    const marker = `change-${editors}-${change}`;
    const others = clients.filter((client) => client !== writer);
    const arrivals = others.map(
      (client) =>
        new Promise<number>((resolve) => {
          const check = () => {
            if (client.doc.getXmlFragment('default').toString().includes(marker)) {
              client.doc.off('update', check);
              resolve(performance.now());
            }
          };
          client.doc.on('update', check);
        }),
    );
    const sent = performance.now();
    writer.addParagraph(marker);
    for (const arrived of await Promise.all(arrivals)) samples.push(arrived - sent);
  }
  clients.forEach((client) => client.close());
  return samples;
}

for (const editors of EDITOR_COUNTS) {
  const samples = await latencyRun(editors);
  console.log(
    `live edit, ${String(editors).padStart(3)} editors: p50 ${percentile(samples, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(samples, 95).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms ` +
      `(${samples.length} deliveries)`,
  );
}

// A tree of 1,000 docs: 100 top-level docs with 9 children each.
const treeProject = await bench.newProject(group.id, 'Tree');
for (let top = 0; top < TREE_SIZE / 10; top++) {
  const parent = await insertDoc(
    db,
    {
      workspaceId,
      projectId: treeProject.id,
      position: top,
      name: `Doc ${top}`,
      emoji: null,
      createdBy: userId,
    },
    '',
  );
  for (let child = 0; child < 9; child++) {
    await insertDoc(
      db,
      {
        workspaceId,
        projectId: treeProject.id,
        position: child,
        name: `Doc ${top}.${child}`,
        emoji: null,
        createdBy: userId,
      },
      parent.path,
    );
  }
}
const loads: number[] = [];
for (let run = 0; run < 10; run++) {
  const started = performance.now();
  const response = await bench.get(`/projects/${treeProject.id}/docs`);
  const tree = (await response.json()) as unknown[];
  loads.push(performance.now() - started);
  if (tree.length !== TREE_SIZE / 10) throw new Error(`unexpected tree of ${tree.length} roots`);
}
console.log(
  `tree of ${TREE_SIZE} docs: GET in ${median(loads).toFixed(1)} ms (median of ${loads.length})`,
);

await bench.close();
