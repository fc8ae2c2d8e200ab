import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../test/harness';
import { buildWorld } from '../test/world';

const server = useTestEnvironment();

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that shows the bytes on the wire, as a browser's network panel would. */
function rawGet(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${server.baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/** A project with enough pages for its (compact) tree to weigh a few KB. */
async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { handbook: { name: 'Handbook' } },
  });
  const project = world.projects.handbook.id;
  const pages = [];
  for (let i = 0; i < 30; i++) {
    pages.push(await world.newDoc(project, { name: `How we work, chapter ${i + 1}` }));
  }
  const { token, headers } = world.as('owner');
  const asOwner = { authorization: `Bearer ${token}`, ...headers };
  return { world, project, pages, asOwner, treePath: `/api/projects/${project}/docs` };
}

describe('JSON answers on the wire', () => {
  it('come compressed with brotli or gzip as the client accepts, with the same content', async () => {
    const { asOwner, treePath } = await setting();
    const plain = await rawGet(treePath, { ...asOwner, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const tree: unknown = JSON.parse(plain.body.toString('utf8'));

    const brotli = await rawGet(treePath, { ...asOwner, 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(tree);

    const gzip = await rawGet(treePath, { ...asOwner, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(tree);

    const brotliRefused = await rawGet(treePath, { ...asOwner, 'accept-encoding': 'br;q=0, gzip' });
    expect(brotliRefused.headers['content-encoding']).toBe('gzip');
  });

  it('leave answers under 1 KB as they are', async () => {
    const health = await rawGet('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toBeTruthy();
  });

  it('are not sent again while the tree, the doc and the search list are unchanged', async () => {
    const { world, project, pages, asOwner, treePath } = await setting();
    const page = pages[0];
    if (!page) throw new Error('no page');
    const docPath = `${treePath}/${page.id}`;
    for (const path of [treePath, docPath, '/api/search']) {
      const first = await rawGet(path, asOwner);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const tag = first.headers.etag;
      expect(tag).toMatch(/^W\/"/);
      const again = await rawGet(path, { ...asOwner, 'if-none-match': String(tag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }

    const before = await rawGet(treePath, asOwner);
    const renamed = await world.callAs('owner')('PUT', `/projects/${project}/docs/${page.id}`, {
      name: 'How we work, revised',
    });
    expect(renamed.status).toBe(200);
    const after = await rawGet(treePath, {
      ...asOwner,
      'if-none-match': String(before.headers.etag),
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString('utf8')).toContain('How we work, revised');
    const compressed = await rawGet(treePath, { ...asOwner, 'accept-encoding': 'br' });
    expect(brotliDecompressSync(compressed.body).toString('utf8')).toContain(
      'How we work, revised',
    );
  });

  it('leave the live channel a plain event stream', async () => {
    const abort = new AbortController();
    const live = await fetch(`${server.baseUrl}/api/sub`, {
      headers: { 'accept-encoding': 'gzip, br' },
      signal: abort.signal,
    });
    expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(live.headers.get('content-encoding')).toBeNull();
    abort.abort();
  });
});
