import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from './answer-encoding';

type Encoding = 'br' | 'gzip';

interface EncodedAnswer {
  json: string;
  etag: string;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** Answers by the object they were made from: dropped with it. */
const encodedAnswers = new WeakMap<object, EncodedAnswer>();

const COMPRESS: Record<Encoding, (json: string) => Buffer> = {
  br: (json) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (json) => gzipSync(json),
};

/** The encoding the client prefers among ours (brotli first, as answer-encoding.ts does), if any. */
function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends `value`, an answer shared by many calls until it changes (a project's cached tree), as
 * the route would (its serializer, its ETag, `304` on `If-None-Match`, compressed as the client
 * accepts), but serializes, tags and compresses it once per object instead of once per call.
 */
export function sendSharedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  value: object,
): FastifyReply {
  let answer = encodedAnswers.get(value);
  if (!answer) {
    const json = String(reply.serialize(value));
    // The ETag @fastify/etag would give it (weak, SHA-1 in base64), computed once.
    const etag = `W/"${createHash('sha1').update(json).digest('base64')}"`;
    answer = { json, etag, compressed: {} };
    encodedAnswers.set(value, answer);
  }
  reply.type('application/json; charset=utf-8').header('etag', answer.etag);
  const encoding =
    answer.json.length > COMPRESSION_THRESHOLD_BYTES
      ? acceptedEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(answer.json);
  const body = (answer.compressed[encoding] ??= COMPRESS[encoding](answer.json));
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
}
