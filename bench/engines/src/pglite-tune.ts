// PGlite memory knobs: initialMemory (wasm pages reserved up front, default 128 MB) and shared_buffers.
// npx tsx src/pglite-tune.ts --dir data/a-tune [--initial-mb 32] [--shared-buffers 16MB]
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { rssMb, loadavg, type Db } from './engines';
import * as schema from './schema';
import { readDoc, seedIfEmpty } from './workload';

const { values: a } = parseArgs({
  options: {
    dir: { type: 'string' },
    'initial-mb': { type: 'string' },
    'shared-buffers': { type: 'string' },
    seconds: { type: 'string', default: '5' },
  },
});
const t = performance.now();
const client = await PGlite.create({
  dataDir: a.dir!,
  ...(a['initial-mb'] ? { initialMemory: Number(a['initial-mb']) * 1024 * 1024 } : {}),
  ...(a['shared-buffers'] ? { postgresqlconf: [`shared_buffers = ${a['shared-buffers']}`] } : {}),
});
const sb = (await client.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!
  .shared_buffers;
const openMs = Math.round(performance.now() - t);
const db = drizzle({ client, schema }) as unknown as Db;
const seeded = await seedIfEmpty(db);
const idle = rssMb([process.pid]);
let n = 0;
const end = performance.now() + Number(a.seconds) * 1000;
await Promise.all(
  Array.from({ length: 10 }, async () => {
    while (performance.now() < end) {
      await readDoc(db, seeded, seeded.docIds[(Math.random() * 1110) | 0]!);
      n++;
    }
  }),
);
console.log(
  JSON.stringify({
    initialMb: a['initial-mb'] ?? 'default(128)',
    sharedBuffers: sb,
    openMs,
    idleRssMB: idle,
    afterLoadRssMB: rssMb([process.pid]),
    reqPerS: Math.round(n / Number(a.seconds)),
    loadavg: loadavg(),
  }),
);
await client.close();
process.exit(0);
