// A large Markdown import and the other calls it holds up: a zip of 10 files of about 880 KB
// (1,900 paragraphs each, 8.8 MB of Markdown: near the limits of one import) imported into a
// project of the embedded database, while one reader asks `GET /api/workspaces/c` again and again
// and another the app's page (`GET /`, no database). Prints the import's time and how long the
// readers' calls waited meanwhile (the longest is what every user of the server felt).
// `npm run build` first; `npm run bench:import [-- --files 10] [--cpu-prof dir]`.
import { strToU8, zipSync } from 'fflate';
import { freshDataDir, loadAverage, option, percentile } from './lib';
import { startServer, stopServer } from './load-server';
import { setUp } from './load-workload';

const FILES = Number(option('files') ?? 10);
const PARAGRAPHS = 1_900;

/** A Markdown file of `PARAGRAPHS` paragraphs of about 500 characters under its title. */
function markdownFile(index: number): string {
  const line =
    'Some **bold** words, a [link](https://example.com/page) and `code` in a paragraph of notes. ';
  const paragraphs = Array.from({ length: PARAGRAPHS }, (_, at) => `${line.repeat(5)}${at}`);
  return `# Imported ${index}\n\n${paragraphs.join('\n\n')}\n`;
}

const zip = zipSync(
  Object.fromEntries(
    Array.from({ length: FILES }, (_, index) => [
      `notes/file-${index}.md`,
      strToU8(markdownFile(index)),
    ]),
  ),
  { level: 1 },
);
const markdownMb =
  Array.from({ length: FILES }, (_, index) => markdownFile(index).length).reduce((a, b) => a + b) /
  1e6;

console.log(`load average before: ${loadAverage()}`);
const dataDir = freshDataDir();
const server = await startServer(dataDir, {}, option('cpu-prof'));
try {
  const { token, workspace, project } = await setUp(server, dataDir);
  const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': String(workspace) };
  /** Each call's time, in a loop: a read of the database, and the app's page (none). */
  const timed = async (path: string, init: RequestInit) => {
    const started = performance.now();
    const answer = await fetch(`${server.baseUrl}${path}`, init);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    return performance.now() - started;
  };
  const readers = {
    'GET /api/workspaces/c': () => timed('/api/workspaces/c', { headers }),
    'GET / (no database)': () => timed('/', {}),
  };
  const quiet: number[] = [];
  for (let call = 0; call < 50; call++) quiet.push(await readers['GET /api/workspaces/c']());

  let importing = true;
  const started = performance.now();
  const waits = Object.entries(readers).map(([what, read]) => {
    const times: number[] = [];
    /** When the longest call started, from the import's start. */
    let longestAt = 0;
    const done = (async () => {
      while (importing) {
        const at = performance.now() - started;
        const ms = await read();
        if (ms > Math.max(0, ...times)) longestAt = at;
        times.push(ms);
      }
    })();
    return { what, times, done, longestAt: () => longestAt };
  });
  const form = new FormData();
  form.append('file', new Blob([zip]), 'notes.zip');
  const answer = await fetch(`${server.baseUrl}/api/projects/${project}/docs/import`, {
    method: 'POST',
    headers,
    body: form,
  });
  const report = (await answer.json()) as { docs?: unknown[]; detail?: string };
  const importMs = performance.now() - started;
  importing = false;
  await Promise.all(waits.map((reader) => reader.done));
  if (!answer.ok) throw new Error(`the import got ${answer.status}: ${report.detail}`);

  console.log(
    `import of ${FILES} files (${markdownMb.toFixed(1)} MB of Markdown, a ${(zip.length / 1024).toFixed(0)} KB zip): ` +
      `${report.docs?.length} docs in ${(importMs / 1000).toFixed(2)} s`,
  );
  console.log(
    `GET /api/workspaces/c before it: ${quiet.length} calls, p50 ${percentile(quiet, 50).toFixed(1)} ms, ` +
      `max ${Math.max(...quiet).toFixed(1)} ms`,
  );
  for (const { what, times, longestAt } of waits) {
    console.log(
      `${what} meanwhile: ${times.length} calls, p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(times, 99).toFixed(1)} ms, longest wait ${Math.max(...times).toFixed(0)} ms ` +
        `(from ${(longestAt() / 1000).toFixed(2)} s into the import)`,
    );
  }
} finally {
  await stopServer(server);
}
console.log(`load average after: ${loadAverage()}`);
