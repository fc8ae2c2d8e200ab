import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestEnvironment } from '../test/harness';
import { HttpError } from './errors';
import { requireWorkspaceId } from './context';

/** Fixture routes that exercise the shared error layer the way feature routes will. */
const fixtureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/fixture/items',
    {
      schema: {
        body: z.object({
          name: z.string().min(1),
          tags: z.array(z.string()).max(2),
        }),
      },
    },
    async (request) => ({ created_id: request.body.name.length }),
  );
  app.get('/fixture/structured', async () => {
    throw HttpError.structured(409, { email: 'This value is already used' });
  });
  app.get('/fixture/payment', async () => {
    throw HttpError.payment(402, 'Your card was declined.', 'stripe');
  });
  app.get('/fixture/crash', async () => {
    throw new Error('secret internal detail');
  });
  app.get('/fixture/context', async (request) => ({
    workspace_id: requireWorkspaceId(request),
    client_id: request.callContext.clientId,
  }));
};

function webDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hangar-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Hangar</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("hangar")');
  return dir;
}

const server = useTestEnvironment(() => ({
  webDistDir: webDist(),
  beforeListen: async (app: FastifyInstance) => {
    await app.register(fixtureRoutes, { prefix: '/api' });
  },
}));

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('the route table', () => {
  it("holds the API's routes, not the web build's files, which are still served", async () => {
    const urls = server.app.routeTable.map((route) => route.url);
    expect(urls).toContain('/api/health');
    expect(urls.filter((url) => /assets|index\.html/.test(url))).toEqual([]);
    const listed = Object.keys(
      ((await (await server.fetch('/api/openapi.json')).json()) as { paths: object }).paths,
    );
    expect(listed.filter((path) => /assets|index\.html/.test(path))).toEqual([]);
    expect((await server.fetch('/assets/index-abc123.js')).status).toBe(200);
  });
});

describe('API conventions', () => {
  it('answers the health check when the database is reachable', async () => {
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', version: '0.1.0' });
  });

  it('tells the web client its version and links', async () => {
    const response = await server.fetch('/api/config');
    expect(await response.json()).toEqual({
      product_name: 'Hangar',
      version: '0.1.0',
      build_id: '0.1.0',
      environment: 'test',
      help_url: null,
      support_email: 'support@localhost',
      upload_max_bytes: 10 * 1024 * 1024,
      trash_retention_days: 30,
      gtm_id: null,
      crisp_website_id: null,
      sentry_dsn: null,
    });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/health/123'],
      ['GET', '/media/missing.png'],
    ] as const) {
      const response = await server.fetch(url, { method });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers malformed JSON with the validation list, not a 500', async () => {
    const response = await server.fetch('/api/fixture/items', json('{"name": '));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: [{ loc: ['body'], msg: 'The request body is not valid JSON' }],
    });
  });

  it('answers a body of the wrong shape with each problem and its location', async () => {
    const response = await server.fetch('/api/fixture/items', json({ name: '', tags: [1] }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { detail: { loc: unknown[]; msg: string }[] };
    expect(body.detail.map((issue) => issue.loc)).toEqual([
      ['body', 'name'],
      ['body', 'tags', 0],
    ]);
    expect(body.detail.every((issue) => issue.msg.length > 0)).toBe(true);
  });

  it('accepts a well-formed body', async () => {
    const response = await server.fetch('/api/fixture/items', json({ name: 'Apollo', tags: [] }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ created_id: 6 });
  });

  it('sends structured and payment-provider errors in their own shapes', async () => {
    const structured = await server.fetch('/api/fixture/structured');
    expect(structured.status).toBe(409);
    expect(await structured.json()).toEqual({ detail: { email: 'This value is already used' } });

    const payment = await server.fetch('/api/fixture/payment');
    expect(payment.status).toBe(402);
    expect(await payment.json()).toEqual({ detail: 'Your card was declined.', provider: 'stripe' });
  });

  it('hides internal errors behind a generic 500', async () => {
    const response = await server.fetch('/api/fixture/crash');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: 'Internal Server Error' });
  });

  it('reads the workspace and client id headers once for every route', async () => {
    const response = await server.fetch('/api/fixture/context', {
      headers: { 'X-Workspace-Id': '42', 'X-Client-Id': 'tab-1234abcd' },
    });
    expect(await response.json()).toEqual({ workspace_id: 42, client_id: 'tab-1234abcd' });

    const missing = await server.fetch('/api/fixture/context');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      detail: [{ loc: ['header', 'x-workspace-id'], msg: 'This field is required' }],
    });
  });

  it('refuses malformed workspace and client ids', async () => {
    const response = await server.fetch('/api/config', {
      headers: { 'X-Workspace-Id': '12abc', 'X-Client-Id': 'no spaces allowed' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: [
        { loc: ['header', 'x-workspace-id'], msg: 'Invalid workspace id' },
        { loc: ['header', 'x-client-id'], msg: 'Invalid client id' },
      ],
    });
  });

  it('sends security headers: no inline scripts, no framing, no sniffing', async () => {
    const response = await server.fetch('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('web app', () => {
  it('serves index.html for any client route (history mode)', async () => {
    for (const route of [
      '/',
      '/workspace/12/project/3/logs',
      '/account/signin?next=%2Fworkspace',
    ]) {
      const response = await server.fetch(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<title>Hangar</title>');
    }
  });

  it('keeps the share token of a public page out of the Referer of its outgoing requests', async () => {
    const response = await server.fetch(
      `/workspace/public/project/3/doc/9?publicMode=project&publicToken=${'t'.repeat(32)}`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Hangar</title>');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await server.fetch('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for a missing asset instead of the page, so a stale tab reloads', async () => {
    for (const url of ['/assets/index-old999.js', '/favicon-missing.png']) {
      const response = await server.fetch(url);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not Found' });
    }
  });
});
