import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  buildGroup,
  buildProject,
  buildSignedInUser,
  buildWorkspace,
  inWorkspace,
} from '../test/factories';
import { startTestServer, testRedisUrl, uniqueRedisPrefix, type TestServer } from '../test/harness';
import { openLiveClient, type LiveClient } from '../test/live-client';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/** Two server instances on one database and one Redis: editors of one doc on either see each other. */
let database: TestDatabase;
let instanceA: TestServer;
let instanceB: TestServer;
const clients: LiveClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const shared = { redisUrl: testRedisUrl, redisKeyPrefix: uniqueRedisPrefix() };
  instanceA = await startTestServer(database.connect(), { config: shared });
  instanceB = await startTestServer(database.connect(), { config: shared });
});
afterAll(async () => {
  clients.forEach((client) => client.close());
  await instanceA?.close();
  await instanceB?.close();
  await database?.drop();
});

describe('live docs across instances', () => {
  it("carry each editor's changes to the editors on the other instance", async () => {
    const owner = await buildSignedInUser(instanceA);
    const workspace = await buildWorkspace(instanceA, owner.user);
    const project = await buildProject(instanceA, await buildGroup(instanceA, workspace));
    const created = await instanceA.api<{ id: number }>('POST', `/projects/${project.id}/docs`, {
      token: owner.token,
      headers: inWorkspace(workspace),
      body: { parent_path: '' },
    });
    const onA = await openLiveClient({
      baseUrl: instanceA.baseUrl,
      docId: created.body.id,
      token: owner.token,
    });
    const onB = await openLiveClient({
      baseUrl: instanceB.baseUrl,
      docId: created.body.id,
      token: owner.token,
    });
    clients.push(onA, onB);
    onA.addParagraph('Typed on A');
    onB.addParagraph('Typed on B');
    await onB.waitForText((text) => text.includes('Typed on A'));
    await onA.waitForText((text) => text.includes('Typed on B'));
  });
});
