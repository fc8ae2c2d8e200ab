import net from 'node:net';
import { z } from 'zod';
import type { DatabaseImage } from './backup-archive';
import { IMAGE_REQUEST } from './backup-endpoint';

const replyHeader = z.union([
  z.object({ bytes: z.number(), kind: z.enum(['pglite', 'postgres']) }),
  z.object({ error: z.string() }),
]);

/** Asks the server listening on `socketPath` for its database image (see `startBackupEndpoint`). */
function requestDatabaseImage(socketPath: string): Promise<DatabaseImage> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath, () => socket.write(IMAGE_REQUEST));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const reply = Buffer.concat(chunks);
      const newline = reply.indexOf('\n');
      let header: z.infer<typeof replyHeader>;
      try {
        header = replyHeader.parse(JSON.parse(reply.subarray(0, newline).toString()));
      } catch {
        reject(new Error('the server sent no database image'));
        return;
      }
      if ('error' in header)
        return reject(new Error(`the server could not take one: ${header.error}`));
      const image = reply.subarray(newline + 1);
      if (image.length !== header.bytes) {
        return reject(
          new Error(`the image was cut short (${image.length} of ${header.bytes} bytes)`),
        );
      }
      resolve({ kind: header.kind, bytes: image });
    });
  });
}

/** Asks again while the server is starting and its socket is not there yet, for up to `waitMs`. */
export async function requestDatabaseImageWhenReady(
  socketPath: string,
  waitMs: number,
): Promise<DatabaseImage> {
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    try {
      return await requestDatabaseImage(socketPath);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const notYet = code === 'ENOENT' || code === 'ECONNREFUSED';
      if (!notYet || Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
