import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import * as Sentry from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireActor } from '../http/auth';
import { HttpError } from '../http/errors';
import { buildSignedInUser } from '../test/factories';
import { useTestEnvironment } from '../test/harness';

/** A local stand-in for Sentry's ingestion endpoint: it keeps every envelope it receives. */
const envelopes: string[] = [];
let sentry: Server;

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
});
afterAll(async () => {
  await Sentry.close();
  await new Promise<void>((resolve) => sentry.close(() => resolve()));
});
const server = useTestEnvironment(() => ({
  config: { sentryDsn: `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/1` },
  beforeListen: async (app) => {
    app.get('/api/fixture/crash', async () => {
      throw new Error('the disk caught fire');
    });
    app.get('/api/fixture/crash-signed-in', async (request) => {
      await requireActor(request);
      throw new Error('the signed-in disk caught fire');
    });
    app.get('/api/fixture/refused', async () => {
      throw HttpError.forbidden();
    });
  },
}));

describe('error reporting', () => {
  it("reports the server's own failures with the release, and not the client's mistakes", async () => {
    expect((await server.fetch('/api/fixture/refused')).status).toBe(403);
    expect((await server.fetch('/api/fixture/crash')).status).toBe(500);
    await Sentry.flush(5000);
    const reports = envelopes.filter(
      (envelope) => envelope.includes('"type":"event"') && envelope.includes('the disk caught'),
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('the disk caught fire');
    expect(reports[0]).toContain('"release":"0.1.0"');
    expect(reports[0]).not.toContain('Not enough privileges');
  });

  it('names the signed-in user by id only: no e-mail, IP, headers or cookies', async () => {
    const { user, token, refreshCookie } = await buildSignedInUser(server);
    const response = await server.fetch('/api/fixture/crash-signed-in?token=secret-in-query', {
      headers: { authorization: `Bearer ${token}`, cookie: refreshCookie },
    });
    expect(response.status).toBe(500);
    await expect
      .poll(async () => {
        await Sentry.flush(5000);
        return envelopes.filter((envelope) => envelope.includes('the signed-in disk caught fire'));
      })
      .toHaveLength(1);
    const report =
      envelopes.find((envelope) => envelope.includes('the signed-in disk caught fire')) ?? '';
    expect(report).toContain(`"user":{"id":"${user.id}"}`);
    expect(report).not.toContain(user.email);
    expect(report).not.toContain(token);
    expect(report).not.toContain(refreshCookie.split('=')[1]);
    expect(report).not.toContain('secret-in-query');
    expect(report.toLowerCase()).not.toContain('authorization');
    expect(report).not.toContain('hangar_refresh');
    expect(report).not.toContain('ip_address');
  });
});
