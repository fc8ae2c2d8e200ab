import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets (the SSE channel takes the access token there). */
const SECRET_PARAMS = ['access_token'];

export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
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
