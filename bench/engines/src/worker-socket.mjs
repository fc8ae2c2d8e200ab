// Worker thread: PGlite on a data folder, served over the PostgreSQL wire protocol on a unix socket.
import { parentPort, workerData } from 'node:worker_threads';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath, maxConnections } = workerData;
try {
  const db = await PGlite.create({ dataDir });
  fs.rmSync(socketPath, { force: true }); // a socket file left by a killed process blocks listen()
  const server = new PGLiteSocketServer({
    db,
    path: socketPath,
    maxConnections: maxConnections ?? 1,
  });
  await server.start();
  parentPort.on('message', async (m) => {
    if (m === 'close') {
      await server.stop();
      await db.close();
      parentPort.postMessage({ closed: true });
    }
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ error: String(error?.stack ?? error) });
}
