// The search modal filters on the client: time per keystroke over 10,000 items (budget: one
// frame, 16 ms). And GET /api/search for a workspace of that size, on the embedded database.
import { buildSearchIndex, searchItems } from '../packages/domain/src/search';
import { median } from './lib';

const ITEMS = 10_000;
const BUDGET_MS = 16;
const WORDS = [
  'launch',
  'rocket',
  'évènement',
  'budget',
  'design',
  'review',
  'sprint',
  'café',
  'deploy',
];

const items = Array.from({ length: ITEMS }, (_, index) => ({
  title: `${WORDS[index % WORDS.length]} ${WORDS[(index * 7) % WORDS.length]} ${index}`,
  description:
    index % 5 === 0
      ? `Notes about ${WORDS[(index * 3) % WORDS.length]} number ${index}`
      : undefined,
}));

const indexStarted = performance.now();
const index = buildSearchIndex(items);
const indexMs = performance.now() - indexStarted;

// Typing 'evenement 42' one key at a time, as a user would.
const query = 'evenement 42';
const perKeystroke: number[] = [];
for (let round = 0; round < 20; round++) {
  for (let length = 1; length <= query.length; length++) {
    const started = performance.now();
    searchItems(index, query.slice(0, length));
    perKeystroke.push(performance.now() - started);
  }
}
const sorted = [...perKeystroke].sort((a, b) => a - b);
const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0;
console.log(`search index of ${ITEMS} items built in ${indexMs.toFixed(1)} ms`);
console.log(
  `filter per keystroke over ${ITEMS} items: median ${median(perKeystroke).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget ${BUDGET_MS} ms)`,
);
if (p95 > BUDGET_MS) {
  console.log('OVER BUDGET: search filter per keystroke');
  process.exitCode = 1;
}

// GET /api/search on a workspace of 10,000 items: 10 groups, 100 projects, 5,000 docs, 4,900 logs.
const { startBenchServer } = await import('./in-process');
const { insertDoc } = await import('../apps/server/src/modules/docs/docs.repository');
const { insertLog } = await import('../apps/server/src/modules/logs/logs.repository');
const bench = await startBenchServer();
const projectIds: number[] = [];
for (let group = 0; group < 10; group++) {
  const row = await bench.newGroup(`Group ${group}`);
  for (let project = 0; project < 10; project++) {
    projectIds.push((await bench.newProject(row.id, `Project ${group}.${project}`)).id);
  }
}
for (const [position, projectId] of projectIds.entries()) {
  for (let doc = 0; doc < 50; doc++) {
    await insertDoc(
      bench.db,
      {
        workspaceId: bench.workspaceId,
        projectId,
        position: doc,
        name: `Doc ${position}.${doc}`,
        emoji: null,
        createdBy: bench.userId,
      },
      '',
    );
  }
  for (let log = 0; log < 49; log++) {
    await insertLog(bench.db, {
      workspaceId: bench.workspaceId,
      projectId,
      title: `Log ${position}.${log}`,
      description: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Status update' }] }],
      },
      descriptionText: 'Status update',
      creatorId: bench.userId,
    });
  }
}
const latencies: number[] = [];
let total = 0;
for (let run = 0; run < 10; run++) {
  const started = performance.now();
  const list = (await (await bench.get('/search')).json()) as Record<string, unknown[]>;
  latencies.push(performance.now() - started);
  total = Object.values(list).reduce((sum, items) => sum + items.length, 0);
}
console.log(
  `GET /api/search, ${total} items: median ${median(latencies).toFixed(1)} ms (of ${latencies.length})`,
);
await bench.close();
