// GET /api/search for a workspace of 10,000 items (budget: median under 300 ms), then the search
// modal's filter per keystroke over that list, indexed as the modal does (budget: p95 under one
// frame, 16 ms). Realistic data: every log carries a 1-2 KB description (scanned on each
// keystroke and sent in GET /search), and there are 500 important links. The server runs in this
// process on the embedded database, over real HTTP.
import { searchList as searchListSchema, type SearchList } from '../packages/contracts/src/search';
import { buildSearchIndex, searchItems } from '../packages/domain/src/search';
import { searchResultsOf } from '../apps/web/src/features/search/search-results';
import { insertDoc } from '../apps/server/src/modules/docs/docs.repository';
import {
  insertLink,
  insertLinkGroup,
} from '../apps/server/src/modules/important-links/important-links.repository';
import { insertLog } from '../apps/server/src/modules/logs/logs.repository';
import { searchList } from '../apps/server/src/modules/search/search.service';
import { findMember } from '../apps/server/src/modules/workspaces/workspaces.repository';
import { startBenchServer } from './in-process';
import { median } from './lib';

const GROUPS = 10;
const PROJECTS_PER_GROUP = 10;
const DOCS_PER_PROJECT = 50;
const LOGS_PER_PROJECT = 44;
const LINKS_PER_PROJECT = 5;
const FILTER_BUDGET_MS = 16;
const SEARCH_BUDGET_MS = 300;
/** SearchModal's MODAL_RESULTS_LIMIT: the modal asks for one more to know it is truncated. */
const MODAL_LIMIT = 50;

const WORDS = (
  'launch rocket évènement budget design review sprint café deploy réunion équipe fusée ' +
  'moteur essai capteur télémétrie orbite planning livraison qualité sécurité client ' +
  'retour prototype maquette déploiement serveur données analyse rapport décision ' +
  'risque coût délai fournisseur contrat validation intégration recette production'
).split(' ');

let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const word = () => WORDS[Math.floor(random() * WORDS.length)] ?? 'note';

/** Sentences of the word pool, 1,000 to 2,000 characters long. */
function description(index: number): string {
  const target = 1000 + Math.floor(random() * 1000);
  let text = `Log ${index}.`;
  while (text.length < target) {
    const sentence = Array.from({ length: 6 + Math.floor(random() * 10) }, word).join(' ');
    text += ` ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
  }
  return text.slice(0, target);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const bench = await startBenchServer();
const seeded = performance.now();
let logIndex = 0;
for (let group = 0; group < GROUPS; group++) {
  const groupRow = await bench.newGroup(`Group ${group}`);
  for (let project = 0; project < PROJECTS_PER_GROUP; project++) {
    const projectId = (await bench.newProject(groupRow.id, `Project ${group}.${project}`)).id;
    for (let doc = 0; doc < DOCS_PER_PROJECT; doc++) {
      await insertDoc(
        bench.db,
        {
          workspaceId: bench.workspaceId,
          projectId,
          position: doc,
          name: `${word()} ${word()} ${group}.${project}.${doc}`,
          emoji: null,
          createdBy: bench.userId,
        },
        '',
      );
    }
    for (let log = 0; log < LOGS_PER_PROJECT; log++) {
      const text = description(logIndex++);
      await insertLog(bench.db, {
        workspaceId: bench.workspaceId,
        projectId,
        title: `${word()} ${word()} ${logIndex}`,
        description: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
        },
        descriptionText: text,
        creatorId: bench.userId,
      });
    }
    const linkGroup = await insertLinkGroup(bench.db, projectId, 'Links', 0);
    for (let link = 0; link < LINKS_PER_PROJECT; link++) {
      await insertLink(bench.db, linkGroup.id, link, {
        linkType: 'external',
        docId: null,
        url: `https://example.com/${group}/${project}/${link}`,
        title: `${word()} ${word()} link ${group}.${project}.${link}`,
      });
    }
  }
}
console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

// GET /api/search
const latencies: number[] = [];
let list: SearchList | null = null;
let bytes = 0;
for (let run = 0; run < 15; run++) {
  const started = performance.now();
  const response = await bench.get('/search');
  const body = await response.text();
  latencies.push(performance.now() - started);
  if (response.status !== 200) {
    console.log(`GET /api/search answered ${response.status}: ${body.slice(0, 200)}`);
    process.exit(1);
  }
  bytes = Buffer.byteLength(body);
  list = JSON.parse(body) as SearchList;
}
if (!list) throw new Error('no search list');
const total = Object.values(list).reduce((sum, items) => sum + items.length, 0);
const searchMedian = median(latencies);
console.log(
  `GET /api/search, ${total} items, ${(bytes / 1_048_576).toFixed(1)} MB of JSON: median ${searchMedian.toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms (of ${latencies.length}; budget: median ${SEARCH_BUDGET_MS} ms)`,
);

// Where the time goes: the service's queries and shaping, the response check, the JSON.
const member = await findMember(bench.db, bench.workspaceId, bench.userId);
if (!member) throw new Error('no member');
const caller = {
  actor: { userId: bench.userId, sessionId: 0 },
  workspaceId: bench.workspaceId,
  member,
  source: null,
};
const phases = { service: [] as number[], check: [] as number[], json: [] as number[] };
for (let run = 0; run < 5; run++) {
  let started = performance.now();
  const value = await searchList(bench, { caller });
  phases.service.push(performance.now() - started);
  started = performance.now();
  searchListSchema.parse(value);
  phases.check.push(performance.now() - started);
  started = performance.now();
  JSON.stringify(value);
  phases.json.push(performance.now() - started);
}
console.log(
  `  of which: queries and shaping ${median(phases.service).toFixed(0)} ms, response check ${median(phases.check).toFixed(0)} ms, JSON ${median(phases.json).toFixed(0)} ms (medians of 5)`,
);
await bench.close();

// The modal's filter, over the list it would get.
const indexStarted = performance.now();
const index = buildSearchIndex(searchResultsOf(list, bench.workspaceId));
console.log(
  `search index of ${index.items.length} items built in ${(performance.now() - indexStarted).toFixed(0)} ms (once per opening)`,
);
const typed = {
  // A word of many descriptions, then a log number: matches early, then scans further.
  'a common word, then a number': 'telemetrie 4321',
  // Nothing matches: every keystroke scans all 10,000 keys to the end (the worst case).
  'no match': 'zeppelin orbital',
};
let over = false;
for (const [name, query] of Object.entries(typed)) {
  const perKeystroke: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (let length = 1; length <= query.length; length++) {
      const started = performance.now();
      searchItems(index, query.slice(0, length), MODAL_LIMIT + 1);
      perKeystroke.push(performance.now() - started);
    }
  }
  const p95 = percentile(perKeystroke, 95);
  console.log(
    `filter per keystroke over ${index.items.length} items, ${name} ('${query}'): median ${median(perKeystroke).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget: p95 ${FILTER_BUDGET_MS} ms)`,
  );
  over ||= p95 > FILTER_BUDGET_MS;
}
if (over) console.log('OVER BUDGET: search filter per keystroke');
if (searchMedian > SEARCH_BUDGET_MS) console.log('OVER BUDGET: GET /api/search');
if (over || searchMedian > SEARCH_BUDGET_MS) process.exitCode = 1;
