import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TrashedResponse } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import {
  startedBeforeAll,
  useTestEnvironment,
  type LazyOptions,
  type StartOptions,
} from '../../test/harness';
import { ONE_PIXEL_PNG as PNG } from '../../test/images';
import { SAMPLE_PDF as PDF, uploadProjectFile } from '../../test/project-files';
import { startS3Server } from '../../test/s3-server';
import { buildWorld } from '../../test/world';

const s3 = startedBeforeAll(startS3Server);
const PREFIX = 'uploads/';

const storages: [string, LazyOptions<StartOptions>][] = [
  ['on local disk', {}],
  ['in an S3 bucket', () => ({ config: { s3: s3.settings({ prefix: PREFIX }) } })],
];

describe.each(storages)('files stored %s', (where, options) => {
  const server = useTestEnvironment(options);
  const inBucket = where !== 'on local disk';

  /** The stored names on the data folder's disk and in the bucket: only one of them has files. */
  async function storedNames() {
    const disk = await readdir(path.join(server.app.services.config.dataDir, 'uploads')).catch(
      () => [],
    );
    const bucket = (await s3.keys())
      .filter((key) => key.startsWith(PREFIX))
      .map((key) => key.slice(PREFIX.length));
    return inBucket ? { here: bucket, elsewhere: disk } : { here: disk, elsewhere: bucket };
  }

  async function setting() {
    const world = await buildWorld(server, { people: { owner: 'OWNER' }, projects: { files: {} } });
    const { owner } = world.people;
    const headers = { authorization: `Bearer ${owner.token}`, ...world.as(owner).headers };
    return { world, headers, call: world.callAs('owner') };
  }

  it('stores an uploaded image there and serves it back under /media', async () => {
    const { headers } = await setting();
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const uploaded = await server.fetch('/api/upload', { method: 'POST', body: form, headers });
    expect(uploaded.status).toBe(201);
    const { filename } = (await uploaded.json()) as { filename: string };

    const stored = await storedNames();
    expect(stored.here).toContain(filename);
    expect(stored.elsewhere).not.toContain(filename);
    const media = await server.fetch(`/media/${filename}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-length')).toBe(String(PNG.length));
    expect(Buffer.from(await media.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await server.fetch(`/media/${'0'.repeat(32)}.png`)).status).toBe(404);
  });

  it("serves a project's file whole and by ranges, and deletes it with its project", async () => {
    const { world, headers, call } = await setting();
    const projectId = world.projects.files.id;
    const file = await uploadProjectFile(
      server,
      projectId,
      { bytes: PDF, name: 'q3.pdf' },
      headers,
    );
    expect(file.status).toBe(201);
    const filename = file.body.url.split('/').pop() ?? '';
    expect((await storedNames()).here).toContain(filename);

    const whole = await server.fetch(file.body.url, { headers });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(PDF)).toBe(true);
    const part = await server.fetch(file.body.url, {
      headers: { ...headers, range: 'bytes=5-12' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 5-12/${PDF.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(PDF.subarray(5, 13))).toBe(true);
    const tail = await server.fetch(file.body.url, { headers: { ...headers, range: 'bytes=-6' } });
    expect(tail.status).toBe(206);
    expect(await tail.text()).toBe(PDF.subarray(-6).toString());
    const past = await server.fetch(file.body.url, {
      headers: { ...headers, range: `bytes=${PDF.length}-` },
    });
    expect(past.status).toBe(416);

    const trashed = await call<TrashedResponse>('DELETE', `/projects/${projectId}`);
    expect(trashed.status).toBe(200);
    expect((await call('DELETE', `/trash/${trashed.body.trash_id}`)).status).toBe(200);
    expect((await storedNames()).here).not.toContain(filename);
  });
});

const unusableBuckets: [string, LazyOptions<StartOptions>][] = [
  [
    'that cannot be reached',
    () => ({ config: { s3: { ...s3.settings(), endpoint: 'http://127.0.0.1:9' } } }),
  ],
  [
    'that does not exist',
    () => ({ config: { s3: { ...s3.settings(), bucket: 'no-such-bucket' } } }),
  ],
];

describe.each(unusableBuckets)('files in a bucket %s', (_, options) => {
  const server = useTestEnvironment(options);

  it('answer 503 with Retry-After: the upload may be tried again, nothing is half kept', async () => {
    const world = await buildWorld(server, { people: { owner: 'OWNER' } });
    const { owner } = world.people;
    const headers = { authorization: `Bearer ${owner.token}`, ...world.as(owner).headers };
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const uploaded = await server.fetch('/api/upload', { method: 'POST', body: form, headers });
    expect(uploaded.status).toBe(503);
    expect(uploaded.headers.get('retry-after')).toBeTruthy();
    expect(((await uploaded.json()) as { detail: string }).detail).toMatch(/temporarily/);
  });
});
