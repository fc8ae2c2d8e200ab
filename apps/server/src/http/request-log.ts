import { API_PREFIX } from '@hangar/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets: the SSE channel's access token, and the share,
 * invite and e-mail link tokens of the pages that carry them.
 */
const SECRET_PARAMS = ['access_token', 'token', 'inviteToken', 'publicToken'];

/** The share token of the public API's paths: /api/public/<token>/... */
const PUBLIC_API_TOKEN = new RegExp(`^${API_PREFIX}/public/[^/?]+`);

export function redactUrl(url: string): string {
  const [rawPath = '', query] = url.split('?', 2);
  const path = rawPath.replace(PUBLIC_API_TOKEN, `${API_PREFIX}/public/[redacted]`);
  if (!query) return path;
  const params = new URLSearchParams(query);
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${path}?${params.toString()}`;
}

/** What a request log line says of the request: never its headers, nor a secret in its URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
