import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  open(): Promise<void>;
  close(): Promise<void>;
  /** Where it listens once open, e.g. `http://127.0.0.1:9464`. */
  url(): string | null;
}

function answerJson(response: ServerResponse, status: number, detail: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ detail }));
}

/**
 * METRICS_BIND: an HTTP listener of its own, serving GET /metrics without a token, for a scraper
 * on a private network; every other address answers 404.
 */
export function createMetricsListener(
  bind: { host: string; port: number },
  registry: Registry,
  log: FastifyBaseLogger,
): MetricsListener {
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const pathname = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (pathname !== '/metrics' || !['GET', 'HEAD'].includes(request.method ?? '')) {
      answerJson(response, 404, 'Not Found');
      return;
    }
    try {
      const text = await registry.metrics();
      response.writeHead(200, { 'content-type': registry.contentType });
      response.end(request.method === 'HEAD' ? undefined : text);
    } catch (error) {
      log.error({ err: error }, 'could not collect the metrics');
      answerJson(response, 500, 'Internal Server Error');
    }
  };
  const server = createServer((request, response) => void serve(request, response));
  const url = () => {
    const address = server.address() as AddressInfo | null;
    if (!address) return null;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };
  return {
    async open() {
      server.listen(bind.port, bind.host);
      await once(server, 'listening');
      log.info({ url: url() }, 'metrics listening');
    },
    async close() {
      if (!server.listening) return;
      const closed = once(server, 'close');
      server.close();
      // A scraper keeps its connection open between scrapes: it must not hold the shutdown.
      server.closeAllConnections();
      await closed;
    },
    url,
  };
}
