import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Doc, DocNode, RestoredItem, TrashPage } from '@hangar/contracts';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strayAnchor } from '../../test/comment-anchors';
import { startTestServer, type TestServer } from '../../test/harness';
import { useEventStreams } from '../../test/sse-client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { buildWorld } from '../../test/world';
import { plainText } from '../../live/plain-text';
import { recordVersion } from '../docs/docs-history.repository';

/** A deleted doc tree, through the trash and back, across a restart of the server. */
let database: TestDatabase;
let server: TestServer;
/** The same data folder (its uploaded files) across restarts. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hangar-trash-'));
const start = () => startTestServer(database.connect(), { config: { dataDir } });
beforeAll(async () => {
  database = await createTestDatabase();
  server = await start();
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

/** The server running now, through restarts: what the world's calls go to. */
const current: TestServer = {
  get app() {
    return server.app;
  },
  get baseUrl() {
    return server.baseUrl;
  },
  fetch: (pathname, init) => server.fetch(pathname, init),
  api: (method, path, options) => server.api(method, path, options),
  close: () => server.close(),
};
const listen = useEventStreams(current);

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

const namesIn = (nodes: DocNode[]): string[] =>
  nodes.flatMap((node) => [node.name, ...namesIn(node.children)]);

async function setting() {
  const world = await buildWorld(current, {
    people: { owner: 'OWNER', member: 'MEMBER' },
    projects: { project: {} },
  });
  const owner = world.callAs('owner');
  const member = world.callAs('member');
  const projectId = world.projects.project.id;
  const form = new FormData();
  form.append('file', new Blob(['%PDF-1.4\n%%EOF\n']), 'plan.pdf');
  const uploaded = await server.fetch(`/api/projects/${projectId}/files`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${world.people.owner.token}`, ...world.as('owner').headers },
  });
  expect(uploaded.status).toBe(201);
  const file = (await uploaded.json()) as { url: string; name: string; size: number };
  const attachment = { type: 'attachment', attrs: { ...file, contentType: 'application/pdf' } };
  // A root with three levels of children under it; the deepest shows the attached file.
  let parentPath = '';
  const tree: { id: number; path: string; name: string }[] = [];
  for (const [level, name] of ['Handbook', 'Onboarding', 'First week', 'Day one'].entries()) {
    const content = [paragraph(`${name} zeppelin`), ...(level === 3 ? [attachment] : [])];
    const created = await owner<{ id: number; path: string }>(
      'POST',
      `/projects/${projectId}/docs`,
      { parent_path: parentPath, content: { type: 'doc', content } },
    );
    expect(created.status).toBe(201);
    expect(
      (await owner('PUT', `/projects/${projectId}/docs/${created.body.id}`, { name })).status,
    ).toBe(200);
    tree.push({ ...created.body, name });
    parentPath = created.body.path;
  }
  const root = tree[0]!;
  const thread = await owner('POST', `/projects/${projectId}/docs/${root.id}/threads`, {
    client_request_id: randomUUID(),
    anchor: strayAnchor(),
    quote: 'Handbook',
    body: 'Is this still true?',
    mentions: [],
  });
  expect(thread.status).toBe(201);
  const services = server.app.services;
  const version = await recordVersion({ db: services.database.db, cpu: services.cpu }, root.id);
  expect(version).not.toBeNull();
  const shared = await owner<{ share_token: string }>(
    'PUT',
    `/projects/${projectId}/docs/${root.id}/share`,
    { enabled: true },
  );
  return { world, owner, member, projectId, tree, root, file, shareToken: shared.body.share_token };
}

type Setting = Awaited<ReturnType<typeof setting>>;

/** What another member sees of the deleted tree: its names in the tree, search and share link. */
async function seenByMember({ member, projectId, root, shareToken }: Setting) {
  const docs = await member<DocNode[]>('GET', `/projects/${projectId}/docs`);
  const search = await member<{ results: { title: string }[] }>(
    'GET',
    '/search/full-text?q=zeppelin',
  );
  const shareLink = await server.api(`GET`, `/public/${shareToken}/docs/${root.id}`);
  return {
    tree: namesIn(docs.body),
    found: search.body.results.map((result) => result.title).sort(),
    shareLink: shareLink.status,
  };
}

const EVERYTHING = {
  tree: ['Handbook', 'Onboarding', 'First week', 'Day one'],
  found: ['Day one', 'First week', 'Handbook', 'Onboarding'],
  shareLink: 200,
};

/** The tree's content, comments, history and attachment, as its owner finds them. */
async function everythingOf({ world, owner, projectId, tree, root, file }: Setting) {
  const texts = [];
  for (const doc of tree) {
    const read = await owner<Doc>('GET', `/projects/${projectId}/docs/${doc.id}`);
    const content = new Y.Doc();
    Y.applyUpdate(content, Buffer.from(read.body.content_state, 'base64'));
    texts.push(plainText(content).includes(`${doc.name} zeppelin`));
  }
  const threads = await owner<{ comments: { body: string }[] }[]>(
    'GET',
    `/projects/${projectId}/docs/${root.id}/threads`,
  );
  const versions = await owner<unknown[]>('GET', `/projects/${projectId}/docs/${root.id}/versions`);
  const { token, headers } = world.as('owner');
  const download = await server.fetch(file.url, {
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  return {
    texts,
    comments: threads.body.flatMap((thread) => thread.comments.map((comment) => comment.body)),
    versions: versions.body.length,
    attachment: download.status,
  };
}

describe('a deleted doc tree', () => {
  it('leaves everyone at once, comes back by its Undo, and from the trash after a restart', async () => {
    const place = await setting();
    const { owner, projectId, root } = place;
    expect(await seenByMember(place)).toEqual(EVERYTHING);
    const before = await everythingOf(place);
    expect(before).toEqual({
      texts: [true, true, true, true],
      comments: ['Is this still true?'],
      versions: 1,
      attachment: 200,
    });

    const stream = await listen(place.world.people.member);
    const deleted = await owner<{ removed: number; trash_id: number }>(
      'DELETE',
      `/projects/${projectId}/docs/${root.id}`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.removed).toBe(4);
    const told = await stream.until(
      (event) => event.data.includes('"topic":"doc"') && event.data.includes('"deleted"'),
    );
    expect(JSON.parse(told.data).payload).toEqual({
      project_id: projectId,
      doc_id: root.id,
      action: 'deleted',
    });
    expect(await seenByMember(place)).toEqual({ tree: [], found: [], shareLink: 404 });

    // Undo: the toast's restore, with the entry the deletion answered.
    const undone = await owner<RestoredItem>('POST', `/trash/${deleted.body.trash_id}/restore`);
    expect(undone.body).toMatchObject({ kind: 'doc', item_id: root.id, moved_to_root: false });
    expect(await seenByMember(place)).toEqual(EVERYTHING);

    const again = await owner<{ trash_id: number }>(
      'DELETE',
      `/projects/${projectId}/docs/${root.id}`,
    );
    expect(again.status).toBe(200);
    await server.close();
    server = await start();

    const trash = await owner<TrashPage>('GET', `/trash?project_id=${projectId}&q=handb`);
    expect(trash.body.entries.map((entry) => [entry.kind, entry.name, entry.docs])).toEqual([
      ['doc', 'Handbook', 4],
    ]);
    expect(trash.body.entries[0]?.deleted_by?.fullname).toBeTruthy();
    const restored = await owner('POST', `/trash/${again.body.trash_id}/restore`);
    expect(restored.status).toBe(200);
    expect(await seenByMember(place)).toEqual(EVERYTHING);
    expect(await everythingOf(place)).toEqual(before);
    expect((await owner<TrashPage>('GET', '/trash')).body.entries).toEqual([]);
    // Restored once, the entry is gone: a second restore finds nothing.
    expect((await owner('POST', `/trash/${again.body.trash_id}/restore`)).status).toBe(404);
  });
});
