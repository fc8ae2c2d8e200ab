import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Creates a new embedded database in `dir` inside a worker thread that then ends. PGlite's
 * first start (initdb) grows its memory to about 900 MB, which the thread that grew it never
 * gives back; done in a thread of its own, the server then opens the ready folder at its usual
 * size.
 */
export async function createPgliteFolder(dir: string): Promise<void> {
  await fs.mkdir(path.dirname(dir), { recursive: true });
  const worker = new Worker(
    `import { PGlite } from ${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))};
     import { workerData } from 'node:worker_threads';
     const db = await PGlite.create({ dataDir: workerData.dir });
     await db.close();`,
    { eval: true, workerData: { dir } },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the database in ${dir} stopped (${code})`)),
    );
  });
}
