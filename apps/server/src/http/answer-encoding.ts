import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Smaller JSON answers are sent as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const JSON_ANSWER = /^application\/json\b/;

/**
 * The API's JSON answers carry a weak ETag (a repeated GET with `If-None-Match` gets
 * `304 Not Modified` and no body) and, over 1 KB, are compressed with brotli or gzip as the client
 * accepts. Only JSON: the live channel's event stream must reach the browser event by event, and
 * downloads keep their own headers. Answers that say nothing of caching get `no-cache`: a browser
 * may keep them but asks (cheaply, with the ETag) before using them again.
 */
export async function registerAnswerEncoding(api: FastifyInstance): Promise<void> {
  await api.register(etag, { weak: true });
  await api.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: JSON_ANSWER,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  api.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.method === 'GET' && JSON_ANSWER.test(type) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-cache');
    }
    return payload;
  });
}
