import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { loadContent } from '../modules/docs/docs-contents.repository';
import { buildOwnedDoc } from '../test/world';
import { startTestServer, testRedisUrl, uniqueRedisPrefix, type TestServer } from '../test/harness';
import { openLiveClient, type LiveClient } from '../test/live-client';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { plainText } from './plain-text';
import { SAVE_AT_LEAST_EVERY_MS } from './saving';

/** Two server instances on one database and one Redis: editors of one doc on either see each other. */
let database: TestDatabase;
let instanceA: TestServer;
let instanceB: TestServer;
let redis: TcpProxy;
const clients: LiveClient[] = [];
const OUTAGE_PAST_HELD_PUBLISHES_MS = 12_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const target = new URL(testRedisUrl);
  redis = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  const shared = { redisUrl: redis.urlFor(testRedisUrl), redisKeyPrefix: uniqueRedisPrefix() };
  instanceA = await startTestServer(database.connect(), { config: shared });
  instanceB = await startTestServer(database.connect(), { config: shared });
});
afterAll(async () => {
  clients.forEach((client) => client.close());
  await instanceA?.close();
  await instanceB?.close();
  await database?.drop();
  await redis?.close();
});

async function sharedDoc() {
  const { owner, docId } = await buildOwnedDoc(instanceA);
  const open = async (instance: TestServer) => {
    const client = await openLiveClient({ baseUrl: instance.baseUrl, docId, token: owner.token });
    clients.push(client);
    return client;
  };
  return { docId, onA: await open(instanceA), onB: await open(instanceB) };
}

async function storedText(docId: number): Promise<string> {
  const content = await loadContent(database.handle.db, docId);
  const doc = new Y.Doc();
  if (content) Y.applyUpdate(doc, content.state);
  return plainText(doc);
}

describe('live docs across instances', () => {
  it("carry each editor's changes to the editors on the other instance", async () => {
    const { onA, onB } = await sharedDoc();
    onA.addParagraph('Typed on A');
    onB.addParagraph('Typed on B');
    await onB.waitForText((text) => text.includes('Typed on A'));
    await onA.waitForText((text) => text.includes('Typed on B'));
  });

  it(
    'never overwrite in the database what the other instance saved while Redis was down',
    { timeout: 60_000 },
    async () => {
      const { docId, onA, onB } = await sharedDoc();
      onA.addParagraph('Shared start');
      await onB.waitForText((text) => text === 'Shared start');

      redis.cut();
      onA.addParagraph('Only A heard this');
      onB.addParagraph('Only B heard this');
      // Each instance stores its own editor's change, neither knowing of the other's.
      await onA.waitUntilSaved(SAVE_AT_LEAST_EVERY_MS + 5000);
      await onB.waitUntilSaved(SAVE_AT_LEAST_EVERY_MS + 5000);
      const stored = await storedText(docId);
      expect(stored).toContain('Only A heard this');
      expect(stored).toContain('Only B heard this');

      // A longer outage: ioredis gives up on the publishes it held for the link (after 20
      // reconnection attempts, ~11 s), so only a catch-up after the outage tells the others.
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_PAST_HELD_PUBLISHES_MS));
      // Back, each instance catches up without anyone typing again.
      redis.resume();
      await onB.waitForText((text) => text.includes('Only A heard this'), 15_000);
      await onA.waitForText((text) => text.includes('Only B heard this'), 15_000);
    },
  );
});
