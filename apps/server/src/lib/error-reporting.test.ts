import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import * as Sentry from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { startTestEnvironment, type TestEnvironment } from '../test/harness';

/** A local stand-in for Sentry's ingestion endpoint: it keeps every envelope it receives. */
const envelopes: string[] = [];
let sentry: Server;
let server: TestEnvironment;

beforeAll(async () => {
  sentry = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push(
        (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString(),
      );
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  const { port } = sentry.address() as AddressInfo;
  server = await startTestEnvironment({
    config: { sentryDsn: `http://publickey@127.0.0.1:${port}/1` },
    beforeListen: async (app) => {
      app.get('/api/fixture/crash', async () => {
        throw new Error('the disk caught fire');
      });
      app.get('/api/fixture/refused', async () => {
        throw HttpError.forbidden();
      });
    },
  });
});
afterAll(async () => {
  await server.close();
  await Sentry.close();
  await new Promise<void>((resolve) => sentry.close(() => resolve()));
});

describe('error reporting', () => {
  it("reports the server's own failures with the release, and not the client's mistakes", async () => {
    expect((await server.fetch('/api/fixture/refused')).status).toBe(403);
    expect((await server.fetch('/api/fixture/crash')).status).toBe(500);
    await Sentry.flush(5000);
    const reports = envelopes.filter((envelope) => envelope.includes('"type":"event"'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('the disk caught fire');
    expect(reports[0]).toContain('"release":"0.1.0"');
    expect(reports[0]).not.toContain('Not enough privileges');
  });
});
