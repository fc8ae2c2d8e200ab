import websocket from '@fastify/websocket';
import { numericId } from '@hangar/contracts';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { z } from 'zod';
import { sendError } from '../http/errors';
import type { LiveServer } from './live-docs';
import { OPEN_ROUTE } from '../http/route-access';

function fetchRequestOf(url: string, headers: Record<string, string | string[] | undefined>) {
  const fetchHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) fetchHeaders.append(name, item);
  }
  return new Request(url, { headers: fetchHeaders });
}

function bytesOf(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  return new Uint8Array(
    data instanceof ArrayBuffer
      ? data
      : data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
  );
}

/**
 * GET /ws/docs/{id}/live: live editing of a doc over a websocket, on the API's own port.
 * Hocuspocus does the Yjs protocol; this route hands it the socket.
 */
export async function liveRoutes(app: FastifyInstance, options: { live: LiveServer }) {
  const { hocuspocus } = options.live;
  await app.register(websocket, { options: { maxPayload: 16 * 1024 * 1024 } });

  app.route({
    method: 'GET',
    url: '/ws/docs/:id/live',
    schema: { params: z.object({ id: numericId }) },
    // The access token travels inside the websocket (Hocuspocus's authentication message).
    config: OPEN_ROUTE,
    // A plain request (no upgrade) is told what this address takes, in the app's error shape.
    handler: (_request, reply) =>
      sendError(reply.header('upgrade', 'websocket'), 426, {
        detail: 'This address takes a websocket connection',
      }),
    wsHandler: (socket, request) => {
      const { id } = request.params as { id: number };
      const url = `http://${request.headers.host ?? 'localhost'}${request.url}`;
      const connection = hocuspocus.handleConnection(socket, fetchRequestOf(url, request.headers), {
        urlDocId: id,
        ip: request.ip,
      });
      socket.on('message', (data: RawData) => connection.handleMessage(bytesOf(data)));
      socket.on('close', (code: number, reason: Buffer) =>
        connection.handleClose({ code, reason: reason.toString() } as Parameters<
          typeof connection.handleClose
        >[0]),
      );
    },
  });
}
