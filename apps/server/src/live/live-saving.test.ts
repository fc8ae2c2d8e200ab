import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { loadContent } from '../modules/docs/docs-contents.repository';
import { buildOwnedDoc } from '../test/world';
import { startTestServer, useTestEnvironment, type TestServer } from '../test/harness';
import { openLiveClient, type LiveClient } from '../test/live-client';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createOwnPostgresDatabase, type OwnPostgresDatabase } from '../test/own-postgres-database';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { plainText } from './plain-text';
import { SAVE_AT_LEAST_EVERY_MS } from './saving';

const clients: LiveClient[] = [];
afterAll(() => clients.forEach((client) => client.close()));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function docOf(server: TestServer) {
  const { owner, docId } = await buildOwnedDoc(server);
  return { token: owner.token, docId };
}

async function open(server: TestServer, doc: { token: string; docId: number }) {
  const client = await openLiveClient({ baseUrl: server.baseUrl, ...doc });
  clients.push(client);
  return client;
}

async function storedText(server: TestServer, docId: number): Promise<string> {
  const content = await loadContent(server.app.services.database.db, docId);
  const doc = new Y.Doc();
  if (content) Y.applyUpdate(doc, content.state);
  return plainText(doc);
}

describe('saving a live doc', () => {
  const server = useTestEnvironment();

  it('tells its editor once the database holds a change, not when it is received', async () => {
    const doc = await docOf(server);
    const editor = await open(server, doc);
    expect(editor.messages[0]?.type).toBe('saved');

    editor.addParagraph('Countdown checklist');
    expect(editor.unsaved.count).toBe(1);
    await editor.waitForText(() => editor.provider.unsyncedChanges === 0);
    expect(editor.unsaved.count).toBe(1);

    await editor.waitUntilSaved(SAVE_AT_LEAST_EVERY_MS + 3000);
    expect(await storedText(server, doc.docId)).toBe('Countdown checklist');
  });

  it('tells an editor who opens the doc what is stored, so nothing of theirs looks unsaved', async () => {
    const doc = await docOf(server);
    const first = await open(server, doc);
    first.addParagraph('Already stored');
    await first.waitUntilSaved(SAVE_AT_LEAST_EVERY_MS + 3000);
    const second = await open(server, doc);
    const saved = second.messages.find((message) => message.type === 'saved');
    expect(saved).toBeDefined();
    second.unsaved.claimAll(1);
    if (saved?.type === 'saved') second.unsaved.saved(saved.snapshot);
    expect(second.unsaved.count).toBe(0);
  });
});

describe('a live doc while PostgreSQL is down', () => {
  let database: OwnPostgresDatabase;
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await createOwnPostgresDatabase();
    proxy = await startTcpProxy(database.target);
    handle = openPostgres(proxy.urlFor(database.url));
    server = await startTestServer(handle);
  });
  afterAll(async () => {
    proxy.resume();
    await server.close();
    await handle.close();
    await proxy.close();
    await database.drop();
  });

  it(
    'keeps every acknowledged edit in memory, retries, and stores them all once it is back',
    { timeout: 60_000 },
    async () => {
      const doc = await docOf(server);
      const editor = await open(server, doc);
      editor.addParagraph('Before the outage');
      await editor.waitUntilSaved(SAVE_AT_LEAST_EVERY_MS + 3000);

      proxy.cut();
      const lines = Array.from({ length: 20 }, (_, index) => `Typed during the outage ${index}`);
      for (const line of lines) {
        editor.addParagraph(line);
        await sleep(50);
      }
      await editor.waitForText(() => editor.provider.unsyncedChanges === 0);
      await sleep(SAVE_AT_LEAST_EVERY_MS + 1500);
      expect(editor.messages.some((message) => message.type === 'save-failed')).toBe(true);
      expect(editor.unsaved.count).toBe(20);

      // The last editor leaves: the doc must stay in memory with its unsaved edits.
      editor.close();
      await sleep(1500);
      expect(server.app.services.live.hocuspocus.documents.has(`doc:${doc.docId}`)).toBe(true);

      proxy.resume();
      const expected = ['Before the outage', ...lines].join('\n');
      const deadline = Date.now() + 30_000;
      let text = '';
      while (Date.now() < deadline) {
        text = await storedText(server, doc.docId).catch(() => '');
        if (text === expected) break;
        await sleep(200);
      }
      expect(text).toBe(expected);
      // Saved at last, it leaves memory.
      while (server.app.services.live.hocuspocus.documents.has(`doc:${doc.docId}`)) {
        if (Date.now() > deadline) throw new Error('the saved doc never unloaded');
        await sleep(100);
      }
    },
  );
});
