// The import of a large Notion export (issue 43): a "Markdown & CSV" export of 2,000 pages made in
// memory as Notion writes it (`Export-<uuid>/`, pages and folders named `Title <32 hex id>`, three
// levels of pages, URL-encoded links between them, an image every tenth page, a database per area
// as CSV beside its rows' pages, callouts and toggles), imported into a project on the embedded
// database and on PostgreSQL + Redis. Prints the import's time and the server's memory: the Node
// process's RSS (the CPU pool's threads included) polled during the import, its peak as Linux
// keeps it (VmHWM), and the embedded PostgreSQL's share (PSS).
// `npm run build` first; `npm run bench:notion-import [-- --only embedded|postgres] [--pages 2000]
// [--job]` (--job: through the import job's route, polled until it is done).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { ONE_PIXEL_PNG } from '../apps/server/src/test/images';
import { freshDataDir, option } from './lib';
import { memoryMb, onEachDatabase, startServer, stopServer, type Server } from './load-server';
import { setUp } from './load-workload';

const PAGES = Number(option('pages') ?? 2000);
const AS_JOB = process.argv.includes('--job');
/** Each area: its page, TOPICS topics of NOTES notes, a database of ROWS rows: 200 pages. */
const TOPICS = 9;
const NOTES = 19;
const ROWS = 18;
const AREA_PAGES = 1 + TOPICS * (1 + NOTES) + 1 + ROWS;
const AREAS = Math.max(1, Math.round(PAGES / AREA_PAGES));
const EXPORT = 'Export-6b1d0f3a-2c4e-4a7b-9f80-3e5d7c9a1b24';

const idOf = (name: string) => createHash('md5').update(name).digest('hex');
const named = (title: string) => `${title} ${idOf(title)}`;
const link = (path: string) => encodeURI(path);

const areaTitle = (area: number) => `Area ${area}`;
const topicTitle = (area: number, topic: number) => `Topic ${area}.${topic}`;
const noteTitle = (area: number, topic: number, note: number) => `Note ${area}.${topic}.${note}`;

/** A note's text: paragraphs, a list, links to its topic, its next note and another area's. */
function noteText(area: number, topic: number, note: number, withImage: boolean): string {
  const folder = named(noteTitle(area, topic, note));
  const next = noteTitle(area, topic, (note % NOTES) + 1);
  const elsewhere = (area % AREAS) + 1;
  const far = `../../${named(areaTitle(elsewhere))}/${named(topicTitle(elsewhere, topic))}.md`;
  const lines = [
    `# ${noteTitle(area, topic, note)}`,
    '',
    `Written for [${topicTitle(area, topic)}](../${link(named(topicTitle(area, topic)))}.md), read before [${next}](${link(named(next))}.md) and [the other area](${link(far)}).`,
    '',
    'The team met on **Tuesday** to settle the plan: what ships first, who reviews it and when the beta opens. '.repeat(
      3,
    ),
    '',
    '- Agree on the scope',
    '- Write the checklist',
    '- [ ]  Tell support',
    '',
  ];
  if (note % 3 === 0)
    lines.push('<aside>', '💡', '', 'Ask in the channel before changing it.', '', '</aside>', '');
  if (note % 4 === 0) {
    lines.push(
      '<details>',
      '<summary>Details</summary>',
      '',
      'Numbers from the last run.',
      '',
      '</details>',
      '',
    );
  }
  if (withImage) lines.push(`![figure.png](${link(folder)}/figure.png)`, '');
  return lines.join('\n');
}

/** The export's files: 2,000 pages as Notion lays them out. */
function notionExport(): {
  files: Record<string, Uint8Array>;
  pages: number;
  markdownBytes: number;
} {
  const files: Record<string, Uint8Array> = {};
  let pages = 0;
  let markdownBytes = 0;
  const put = (path: string, text: string) => {
    files[`${EXPORT}/${path}`] = strToU8(text);
    if (path.endsWith('.md')) {
      pages++;
      markdownBytes += text.length;
    }
  };
  put('index.html', '<!DOCTYPE html><html><body><ul></ul></body></html>');
  for (let area = 1; area <= AREAS; area++) {
    const areaFolder = named(areaTitle(area));
    const tracker = named(`Tracker ${area}`);
    const topics = Array.from({ length: TOPICS }, (_, index) => topicTitle(area, index + 1));
    put(
      `${areaFolder}.md`,
      [
        `# ${areaTitle(area)}`,
        '',
        ...topics.map((title) => `[${title}](${link(`${areaFolder}/${named(title)}`)}.md)\n`),
        `[Tracker ${area}](${link(`${areaFolder}/${tracker}`)}.csv)`,
      ].join('\n'),
    );
    for (let topic = 1; topic <= TOPICS; topic++) {
      const topicFolder = `${areaFolder}/${named(topicTitle(area, topic))}`;
      const notes = Array.from({ length: NOTES }, (_, index) => noteTitle(area, topic, index + 1));
      put(
        `${topicFolder}.md`,
        [
          `# ${topicTitle(area, topic)}`,
          '',
          ...notes.map(
            (title) =>
              `- [${title}](${link(`${named(topicTitle(area, topic))}/${named(title)}`)}.md)`,
          ),
        ].join('\n'),
      );
      for (let note = 1; note <= NOTES; note++) {
        const withImage = (topic * NOTES + note) % 10 === 0;
        const page = `${topicFolder}/${named(noteTitle(area, topic, note))}`;
        put(`${page}.md`, noteText(area, topic, note, withImage));
        if (withImage) files[`${EXPORT}/${page}/figure.png`] = ONE_PIXEL_PNG;
      }
    }
    const rows = Array.from({ length: ROWS }, (_, index) => `Item ${area}.${index + 1}`);
    const csv = [
      'Name,Status,Owner,Due',
      ...rows.map(
        (row, index) => `${row},${index % 2 ? 'Done' : 'Open'},Ada,"March ${index + 1}, 2025"`,
      ),
    ].join('\n');
    put(`${areaFolder}/${tracker}_all.csv`, `\ufeff${csv}\n`);
    put(`${areaFolder}/${tracker}.csv`, `\ufeff${csv}\n`);
    pages++;
    rows.forEach((row, index) => {
      const status = index % 2 ? 'Done' : 'Open';
      put(
        `${areaFolder}/${tracker}/${named(row)}.md`,
        `# ${row}\n\nStatus: ${status}\nOwner: Ada\nDue: March ${index + 1}, 2025\n\nWhat is left to do.\n`,
      );
    });
  }
  return { files, pages, markdownBytes };
}

/** The peak RSS Linux kept for a process (VmHWM), in MB. */
function peakRssMb(server: Server): number {
  const status = readFileSync(`/proc/${server.child.pid ?? 0}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const exported = notionExport();
const zip = zipSync(exported.files, { level: 6 });
console.log(`/proc/loadavg: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
console.log(
  `a Notion export of ${exported.pages} pages: ${Object.keys(exported.files).length} files, ` +
    `${(exported.markdownBytes / 1e6).toFixed(1)} MB of Markdown, a ${(zip.length / 1e6).toFixed(1)} MB zip`,
);

async function importOnce(target: string, env: Record<string, string>) {
  const dataDir = freshDataDir();
  const server = await startServer(dataDir, env);
  try {
    const { token, workspace, project } = await setUp(server, dataDir);
    const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': String(workspace) };
    const before = memoryMb(server);
    let peak = before;
    const polling = setInterval(() => {
      const now = memoryMb(server);
      if (now.node > peak.node) peak = { ...peak, node: now.node };
      if (now.children > peak.children) peak = { ...peak, children: now.children };
    }, 50);
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([zip]), 'Export-notion.zip');
    const base = `${server.baseUrl}/api/projects/${project}/docs`;
    let answer = await fetch(`${base}/${AS_JOB ? 'imports' : 'import'}`, {
      method: 'POST',
      headers,
      body: form,
    });
    let body = (await answer.json()) as {
      id?: number;
      status?: string;
      docs?: unknown[];
      report?: { docs: unknown[] } | null;
      failure?: { detail: string } | null;
      detail?: string;
    };
    while (AS_JOB && answer.ok && (body.status === 'queued' || body.status === 'running')) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await fetch(`${base}/imports/${body.id}`, { headers });
      body = (await answer.json()) as typeof body;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(polling);
    const docs = AS_JOB ? body.report?.docs.length : body.docs?.length;
    if (!answer.ok || docs === undefined) {
      throw new Error(
        `the import answered ${answer.status}: ${body.detail ?? body.failure?.detail}`,
      );
    }
    const database =
      peak.children > 0
        ? `; the embedded PostgreSQL's PSS ${before.children.toFixed(0)} MB before, peak ${peak.children.toFixed(0)} MB`
        : '';
    console.log(
      `${target}: ${docs} docs in ${seconds.toFixed(2)} s${AS_JOB ? ' (as a job)' : ''}; ` +
        `the server's RSS ${before.node.toFixed(0)} MB before, peak ${peak.node.toFixed(0)} MB ` +
        `(+${(peak.node - before.node).toFixed(0)} MB; VmHWM ${peakRssMb(server).toFixed(0)} MB)${database}`,
    );
    console.log(`/proc/loadavg after: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  } finally {
    await stopServer(server);
  }
}

await onEachDatabase(option('only'), importOnce);
