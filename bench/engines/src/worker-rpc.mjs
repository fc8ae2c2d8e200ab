// Worker thread: PGlite on a data folder behind a postMessage RPC (query(sql, params) -> rows).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create({ dataDir: workerData.dataDir });
parentPort.on('message', async (m) => {
  if (m.close) {
    await db.close();
    parentPort.postMessage({ id: m.id, closed: true });
    return;
  }
  try {
    if (m.exec) {
      await db.exec(m.sql);
      parentPort.postMessage({ id: m.id, rows: [] });
      return;
    }
    const res = await db.query(m.sql, m.params, {
      rowMode: m.method === 'all' || m.method === 'values' ? 'array' : 'object',
    });
    parentPort.postMessage({ id: m.id, rows: res.rows });
  } catch (error) {
    parentPort.postMessage({ id: m.id, error: String(error?.message ?? error) });
  }
});
parentPort.postMessage({ ready: true });
