import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTemporaryFolders, temporaryFolder } from '../test/data-folders';
import { openLiveClient, type LiveClient } from '../test/live-client';
import { runNpmScript } from '../test/npm-script';
import { callServer, createProjectDoc, signInToServer, type ProjectDoc } from '../test/process-api';
import {
  launchServer,
  stopAll,
  waitUntilHealthy,
  type ServerProcess,
} from '../test/server-process';

const ACCOUNT = { email: 'backed-up@example.com', password: 'backed up safely' };
const PARAGRAPH = 'Written before the backup';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

const started: ServerProcess[] = [];
const clients: LiveClient[] = [];
afterAll(async () => {
  clients.forEach((client) => client.close());
  await stopAll(started);
  removeTemporaryFolders();
});

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await launchServer(dataDir);
  started.push(server);
  await waitUntilHealthy(server);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

async function upload(server: ServerProcess, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'kept.png');
  const response = await fetch(`${server.baseUrl}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { filename: string }).filename;
}

/** A user, a doc with a paragraph typed in the live editor, an upload; all stored by a stop. */
async function folderWithData(dataDir: string): Promise<ProjectDoc & { filename: string }> {
  const server = await start(dataDir);
  const created = await createProjectDoc(server, dataDir, ACCOUNT);
  const writer = await openLiveClient({
    baseUrl: server.baseUrl,
    docId: created.doc,
    token: created.token,
  });
  clients.push(writer);
  writer.addParagraph(PARAGRAPH);
  const reader = await openLiveClient({
    baseUrl: server.baseUrl,
    docId: created.doc,
    token: created.token,
  });
  clients.push(reader);
  await reader.waitForText((text) => text === PARAGRAPH);
  const filename = await upload(server, created.token);
  await stop(server);
  writer.close();
  reader.close();
  return { ...created, filename };
}

/** Renames the doc again and again, counting the renames the server acknowledged. */
function keepRenaming(server: ServerProcess, data: ProjectDoc) {
  const state = { acknowledged: 0, running: true };
  const done = (async () => {
    for (let revision = 1; state.running; revision++) {
      await callServer(server, 'PUT', `/projects/${data.project}/docs/${data.doc}`, {
        token: data.token,
        workspace: data.workspace,
        body: { name: `revision ${revision}` },
      });
      state.acknowledged = revision;
    }
  })();
  return {
    get acknowledged() {
      return state.acknowledged;
    },
    async stop() {
      state.running = false;
      await done;
    },
  };
}

describe('npm run backup and npm run restore', () => {
  it(
    'back up a running server while it writes, and restore into an empty folder that serves the same data',
    { timeout: 240_000 },
    async () => {
      const original = temporaryFolder('original');
      const data = await folderWithData(original);
      const archive = path.join(temporaryFolder('archives'), 'hangar.tar.gz');

      const running = await start(original);
      const renames = keepRenaming(running, data);
      while (renames.acknowledged < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      const acknowledgedBefore = renames.acknowledged;
      const backup = await runNpmScript('backup', [archive], { DATA_DIR: original });
      const acknowledgedAfter = renames.acknowledged;
      await renames.stop();
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain('from the running server');
      expect(backup.stdout).toContain('and 1 uploaded file (');
      await stop(running);

      const restored = temporaryFolder('restored');
      const restore = await runNpmScript('restore', [archive], { DATA_DIR: restored });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);

      const server = await start(restored);
      const token = await signInToServer(server, ACCOUNT);
      const doc = await callServer<{ name: string }>(
        server,
        'GET',
        `/projects/${data.project}/docs/${data.doc}`,
        { token, workspace: data.workspace },
      );
      const revision = Number(/^revision (\d+)$/.exec(doc.name)?.[1]);
      expect(revision).toBeGreaterThanOrEqual(acknowledgedBefore);
      expect(revision).toBeLessThanOrEqual(acknowledgedAfter + 1);
      const reader = await openLiveClient({ baseUrl: server.baseUrl, docId: data.doc, token });
      clients.push(reader);
      expect(reader.text()).toBe(PARAGRAPH);
      const media = await fetch(`${server.baseUrl}/media/${data.filename}`);
      expect(Buffer.from(await media.arrayBuffer()).equals(PNG)).toBe(true);

      const whileServing = await runNpmScript('restore', [archive], { DATA_DIR: restored });
      expect(whileServing.code).toBe(1);
      expect(whileServing.stderr).toContain(`Another Hangar server (pid ${server.child.pid})`);
      await stop(server);
      const overData = await runNpmScript('restore', [archive], { DATA_DIR: restored });
      expect(overData.code).toBe(1);
      expect(overData.stderr).toContain(`${restored} is not empty`);
    },
  );

  it(
    'back up a data folder no server runs on, and refuse with DATABASE_URL',
    { timeout: 240_000 },
    async () => {
      const original = temporaryFolder('stopped');
      const data = await folderWithData(original);
      const archive = path.join(temporaryFolder('archives'), 'stopped.tar.gz');
      const backup = await runNpmScript('backup', [archive], { DATA_DIR: original });
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain('no server was running');

      const restored = temporaryFolder('restored-stopped');
      expect((await runNpmScript('restore', [archive], { DATA_DIR: restored })).code).toBe(0);
      const server = await start(restored);
      const token = await signInToServer(server, ACCOUNT);
      const reader = await openLiveClient({ baseUrl: server.baseUrl, docId: data.doc, token });
      clients.push(reader);
      expect(reader.text()).toBe(PARAGRAPH);
      await stop(server);

      const withUrl = await runNpmScript('backup', [archive], {
        DATA_DIR: original,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/hangar',
      });
      expect(withUrl.code).toBe(1);
      expect(withUrl.stderr).toContain('DATABASE_URL is set: back up that PostgreSQL database');
    },
  );
});
