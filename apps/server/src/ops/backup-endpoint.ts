import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseImageKind } from './backup-archive';

/** The Unix socket in DATA_DIR through which `npm run backup` asks a running server. */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

/** The one request: send the database image. */
export const IMAGE_REQUEST = 'database-image\n';

/** Where the images come from: the embedded database's `snapshot`. */
export interface ImageSource {
  kind: DatabaseImageKind;
  take(): Promise<Blob>;
}

/**
 * The reply: one JSON line, `{"bytes": n, "kind": "postgres"}` followed by the image's n bytes,
 * or `{"error": "..."}`. The embedded PostgreSQL's image is an online base backup
 * (`takeClusterImage`), taken while requests go on; PGlite's is its `dumpDataDir()`, taken while
 * no statement runs. Either holds every transaction committed before it was taken, once
 * PostgreSQL has replayed its log on opening it.
 */
function serveImage(socket: net.Socket, source: ImageSource, log: FastifyBaseLogger) {
  socket.on('error', () => socket.destroy());
  let request = '';
  const onData = (chunk: Buffer) => {
    request += chunk.toString();
    if (!request.includes('\n')) return;
    socket.off('data', onData);
    if (request !== IMAGE_REQUEST) {
      socket.end(`${JSON.stringify({ error: 'unknown request' })}\n`);
      return;
    }
    const startedAt = performance.now();
    source.take().then(
      (image) => {
        log.info(
          { bytes: image.size, ms: Math.round(performance.now() - startedAt) },
          'database image taken for a backup',
        );
        socket.write(`${JSON.stringify({ bytes: image.size, kind: source.kind })}\n`);
        Readable.fromWeb(image.stream()).pipe(socket);
      },
      (error: unknown) => {
        log.error({ err: error }, 'could not take a database image for a backup');
        socket.end(`${JSON.stringify({ error: String(error) })}\n`);
      },
    );
  };
  socket.on('data', onData);
}

export interface BackupEndpoint {
  close(): Promise<void>;
}

/**
 * Listens on `DATA_DIR/backup.sock`, readable and writable by the server's user only (mode
 * 0600). The caller holds the data dir's lock, so a socket file found there was left by a server
 * that was killed. When the socket cannot be made (a path too long for a Unix socket), the
 * server runs without it and says so.
 */
export async function startBackupEndpoint(
  dataDir: string,
  source: ImageSource,
  log: FastifyBaseLogger,
): Promise<BackupEndpoint> {
  const socketPath = backupSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => serveImage(socket, source, log));
  const listening = new Promise<boolean>((resolve) => {
    server.once('listening', () => resolve(true));
    server.once('error', (error) => {
      log.warn({ err: error, socketPath }, 'online backups are unavailable: no backup socket');
      resolve(false);
    });
  });
  // The socket is created by listen(), synchronously: no moment where others may open it.
  const umask = process.umask(0o177);
  try {
    server.listen(socketPath);
  } finally {
    process.umask(umask);
  }
  if (await listening) fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}
