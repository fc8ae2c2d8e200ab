import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEnvironment, useTestEnvironment } from '../../test/harness';
import { openLiveClient, type LiveClient } from '../../test/live-client';
import { openEventStream, type EventStreamReader } from '../../test/sse-client';
import { buildOwnedDoc } from '../../test/world';
import { parseScrape } from './metrics-scrape';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const DOC_ROUTE = '/api/projects/:projectId/docs/:docId';
const REQUESTS = 'hangar_http_requests_total';
const DURATIONS = 'hangar_http_request_duration_seconds';

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('metrics, by default', () => {
  const server = useTestEnvironment();

  it('are off: /api/metrics answers as an unknown address does, and nothing else listens', async () => {
    const metrics = await server.fetch('/api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const unknown = await server.fetch('/api/no-such-address');
    expect(metrics.status).toBe(404);
    expect(metrics.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    expect(await metrics.json()).toEqual(await unknown.json());
    expect(server.app.services.metrics).toBeNull();
  });
});

describe('metrics with METRICS_TOKEN', () => {
  const server = useTestEnvironment({ config: { metrics: { token: TOKEN, bind: null } } });
  const clients: LiveClient[] = [];
  const streams: EventStreamReader[] = [];
  afterAll(() => {
    clients.forEach((client) => client.close());
    streams.forEach((stream) => stream.close());
  });

  const scrape = async () => {
    const response = await server.fetch('/api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    return parseScrape(await response.text());
  };

  it('refuse a call without the token, with a wrong one or with a user access token', async () => {
    const { owner } = await buildOwnedDoc(server);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${owner.token}`, TOKEN]) {
      const response = await server.fetch('/api/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Not authenticated' });
    }
  });

  it("answer Prometheus' text format, every family with its help", async () => {
    const response = await server.fetch('/api/metrics', {
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const { families } = parseScrape(await response.text());
    const ours = families.filter((family) => family.name.startsWith('hangar_'));
    expect(ours.map((family) => family.name)).toEqual(
      expect.arrayContaining([
        REQUESTS,
        DURATIONS,
        'hangar_live_connections',
        'hangar_live_docs_loaded',
        'hangar_live_doc_saves_total',
        'hangar_live_doc_save_failures_total',
        'hangar_sse_subscribers',
        'hangar_db_engine_info',
        'hangar_event_bus_linked',
        'hangar_events_published_total',
      ]),
    );
    expect(ours.filter((family) => family.help === '')).toEqual([]);
    expect(families.some((family) => family.name === 'process_cpu_user_seconds_total')).toBe(true);
  });

  it('count and time requests by route pattern, never by address', async () => {
    const { world, project, docId } = await buildOwnedDoc(server);
    const labels = { method: 'GET', route: DOC_ROUTE, status: '200' };
    const before = await scrape();
    for (let call = 0; call < 3; call += 1) {
      const read = await world.callAs('owner')('GET', `/projects/${project.id}/docs/${docId}`);
      expect(read.status).toBe(200);
    }
    expect((await server.fetch(`/api/no-such-address/${docId}`)).status).toBe(404);
    const after = await scrape();

    expect(after.value(REQUESTS, labels) - before.value(REQUESTS, labels)).toBe(3);
    const timed = { method: 'GET', route: DOC_ROUTE };
    const count = `${DURATIONS}_count`;
    expect(after.value(count, timed) - before.value(count, timed)).toBe(3);
    expect(after.value(REQUESTS, { route: 'unmatched', status: '404' })).toBeGreaterThan(0);
    const patterns = new Set(server.app.routeTable.map((route) => route.url));
    const stray = after.labelValues(REQUESTS, 'route').filter((r) => !patterns.has(r));
    expect(new Set(stray)).toEqual(new Set(['unmatched']));
  });

  it('show live doc connections and count saves', async () => {
    const { owner, docId } = await buildOwnedDoc(server);
    const before = await scrape();
    const editor = await openLiveClient({ baseUrl: server.baseUrl, docId, token: owner.token });
    clients.push(editor);
    expect(editor.failed).toBeNull();
    const open = await scrape();
    expect(open.value('hangar_live_connections')).toBe(before.value('hangar_live_connections') + 1);
    expect(open.value('hangar_live_docs_loaded')).toBe(before.value('hangar_live_docs_loaded') + 1);

    editor.addParagraph('Pre-flight checks');
    await editor.waitUntilSaved();
    const saved = await scrape();
    const saves = 'hangar_live_doc_saves_total';
    expect(saved.value(saves)).toBeGreaterThan(before.value(saves));
    expect(saved.value('hangar_live_doc_save_failures_total')).toBe(0);

    editor.close();
    await until(
      async () =>
        (await scrape()).value('hangar_live_connections') ===
        before.value('hangar_live_connections'),
      'the closed connection leaves the gauge',
    );
  });

  it('show live-event subscribers, the event bus and the database', async () => {
    const { owner } = await buildOwnedDoc(server);
    const before = await scrape();
    const stream = await openEventStream(`${server.baseUrl}/api/sub?access_token=${owner.token}`);
    streams.push(stream);
    await stream.until((event) => event.event === 'ready');
    const after = await scrape();
    expect(after.value('hangar_sse_subscribers')).toBe(before.value('hangar_sse_subscribers') + 1);

    expect(after.value('hangar_events_published_total')).toBeGreaterThan(0);
    expect(after.value('hangar_events_delivered_total')).toBeGreaterThan(0);
    expect(after.value('hangar_event_bus_linked')).toBe(1);
    expect(after.labelValues('hangar_event_bus_info', 'transport')).toEqual(['in-process']);

    const { kind } = server.app.services.database;
    expect(after.labelValues('hangar_db_engine_info', 'engine')).toEqual([kind]);
    const pooled = kind !== 'pglite';
    expect(after.families.some((family) => family.name === 'hangar_db_available')).toBe(pooled);
    if (pooled) {
      expect(after.value('hangar_db_available')).toBe(1);
      expect(after.value('hangar_db_pool_connections')).toBeGreaterThan(0);
    }
  });
});

describe('metrics with METRICS_BIND', () => {
  const server = useTestEnvironment({
    config: { metrics: { token: null, bind: { host: '127.0.0.1', port: 0 } } },
  });
  const other = useTestEnvironment({ config: { metrics: { token: TOKEN, bind: null } } });
  let url: string;
  beforeAll(() => {
    url = server.app.services.metrics?.listener?.url() ?? '';
  });

  it('serve the same text on a listener of their own, without a token', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await server.fetch('/api/health')).status).toBe(200);
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const scrape = parseScrape(await response.text());
    const health = { method: 'GET', route: '/api/health', status: '200' };
    expect(scrape.value(REQUESTS, health)).toBe(1);
    expect(scrape.value('hangar_live_connections')).toBe(0);

    expect((await fetch(`${url}/api/metrics`)).status).toBe(404);
    expect((await server.fetch('/api/metrics')).status).toBe(404);
  });

  it("count each app's own requests only", async () => {
    for (let call = 0; call < 2; call += 1) await other.fetch('/api/config');
    const config = { method: 'GET', route: '/api/config', status: '200' };
    const mine = parseScrape(await (await fetch(`${url}/metrics`)).text());
    const theirs = await other.fetch('/api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(mine.value(REQUESTS, config)).toBe(0);
    expect(parseScrape(await theirs.text()).value(REQUESTS, config)).toBe(2);
  });

  it('close the listener with the app', async () => {
    const closing = await startTestEnvironment({
      config: { metrics: { token: null, bind: { host: '127.0.0.1', port: 0 } } },
    });
    const closingUrl = closing.app.services.metrics?.listener?.url() ?? '';
    expect((await fetch(`${closingUrl}/metrics`)).status).toBe(200);
    await closing.close();
    await expect(fetch(`${closingUrl}/metrics`)).rejects.toThrow();
  });
});
