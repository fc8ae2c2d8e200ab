import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors';

export const MALFORMED_UPLOAD = 'The upload was cut off or malformed; send the file again.';

/** Lets the routes of `app` take a form of one file (up to `fileSize` bytes) and a few fields. */
export async function acceptOneFile(
  app: Parameters<FastifyPluginAsyncZod>[0],
  limits: { fileSize: number; fieldSize?: number },
): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6, ...limits } });
}

/** Refuses a body that is not a form (415) before reading any of it. */
export function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw HttpError.simple(415, 'Send the file as multipart/form-data.');
}

/** A 4xx of our own or of the multipart parser (its limits), which already says what went wrong. */
export function isClientError(error: unknown): boolean {
  if (error instanceof HttpError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
