// First boot (initdb inside PGlite) and memory: does RSS come back down after closing, or after
// doing the initdb in a worker thread that is then terminated?
// node --expose-gc --import tsx src/first-boot-memory.ts --dir data/fb --how main|worker
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { rssMb, loadavg } from './engines';

const { values: a } = parseArgs({ options: { dir: { type: 'string' }, how: { type: 'string' } } });
const dir = a.dir!;
fs.rmSync(dir, { recursive: true, force: true });
const rss = () => rssMb([process.pid]);
const gc = async () => {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 100));
  }
};
const out: Record<string, unknown> = { how: a.how, loadavg: loadavg(), start: rss() };
let t = performance.now();
if (a.how === 'main') {
  const db = await PGlite.create({ dataDir: dir });
  out.createMs = Math.round(performance.now() - t);
  out.afterCreate = rss();
  await db.close();
  await gc();
  out.afterCloseAndGc = rss();
} else {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const w = new Worker(
    `import { PGlite } from '@electric-sql/pglite'; import { parentPort, workerData } from 'node:worker_threads';
    const db = await PGlite.create({ dataDir: workerData }); await db.close(); parentPort.postMessage('done');`,
    { eval: true, workerData: path.resolve(dir) },
  );
  await new Promise((r) => w.once('message', r));
  out.createMs = Math.round(performance.now() - t);
  out.workerDoneRss = rss();
  await w.terminate();
  await gc();
  out.afterTerminate = rss();
  void here;
}
t = performance.now();
const again = await PGlite.create({ dataDir: dir });
await again.query('select 1');
out.reopenMs = Math.round(performance.now() - t);
out.afterReopenInMain = rss();
await again.close();
console.log(JSON.stringify(out));
process.exit(0);
