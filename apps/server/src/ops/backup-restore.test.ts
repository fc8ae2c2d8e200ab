import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { hashFiles, temporaryFolder } from '../test/data-folders';
import { launchesServers } from '../test/launched-servers';
import { openLiveClient, type LiveClient } from '../test/live-client';
import { runNpmScript } from '../test/npm-script';
import {
  callServer,
  createProjectDoc,
  signInToServer,
  uploadImage,
  type ProjectDoc,
} from '../test/process-api';
import { startHealthy, stopCleanly, type ServerProcess } from '../test/server-process';
import { readTar, readTarGz } from './tar';
import { ONE_PIXEL_PNG } from '../test/images';

const ACCOUNT = { email: 'backed-up@example.com', password: 'backed up safely' };
const PARAGRAPH = 'Written before the backup';
const PNG = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(64, 7)]);

const launchServer = launchesServers();
const clients: LiveClient[] = [];
// Hooks after the tests run last-registered first: the clients close before the servers stop.
afterAll(() => clients.forEach((client) => client.close()));

/** What makes the server and the commands use PGlite, the embedded engine of older builds. */
const PGLITE = { EMBEDDED_DATABASE: 'pglite' };

const start = (dataDir: string, env: Record<string, string> = {}) =>
  startHealthy(launchServer, dataDir, env);

/** A user, a doc with a paragraph typed in the live editor, an upload; all stored by a stop. */
async function folderWithData(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ProjectDoc & { filename: string }> {
  const server = await start(dataDir, env);
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
  const filename = await uploadImage(server, created.token, PNG);
  await stopCleanly(server);
  writer.close();
  reader.close();
  return { ...created, filename };
}

/** A new data folder with data (`folderWithData`), and the path its backup is to be written to. */
async function toBackUp(name: string, env: Record<string, string> = {}) {
  const original = temporaryFolder(name);
  const data = await folderWithData(original, env);
  return { original, data, archive: path.join(temporaryFolder('archives'), `${name}.tar.gz`) };
}

/** How many docs the writer adds (a free workspace holds 50). */
const ADDED_DOCS = 30;

/**
 * Writes again and again, counting the writes the server acknowledged: write n renames the doc
 * to `revision n`, and every fifth one then adds a doc named `added n` (while there is room).
 */
function keepWriting(server: ServerProcess, data: ProjectDoc) {
  const state = { acknowledged: 0, running: true };
  const call = (method: string, url: string, body: unknown) =>
    callServer(server, method, `/projects/${data.project}/docs${url}`, {
      token: data.token,
      workspace: data.workspace,
      body,
    });
  const done = (async () => {
    for (let revision = 1; state.running; revision++) {
      await call('PUT', `/${data.doc}`, { name: `revision ${revision}` });
      if (revision % 5 === 0 && revision / 5 <= ADDED_DOCS) {
        await call('POST', '', { parent_path: '', name: `added ${revision}` });
      }
      state.acknowledged = revision;
    }
  })();
  return {
    get acknowledged() {
      return state.acknowledged;
    },
    async stopCleanly() {
      state.running = false;
      await done;
    },
  };
}

/** The revision the doc was renamed to, and the docs `keepWriting` added, as `server` serves them. */
async function writtenRows(server: ServerProcess, data: ProjectDoc, token: string) {
  const init = { token, workspace: data.workspace };
  const doc = await callServer<{ name: string }>(
    server,
    'GET',
    `/projects/${data.project}/docs/${data.doc}`,
    init,
  );
  const tree = await callServer<{ name: string }[]>(
    server,
    'GET',
    `/projects/${data.project}/docs`,
    init,
  );
  const added = tree
    .map((node) => Number(/^added (\d+)$/.exec(node.name)?.[1]))
    .filter((revision) => Number.isInteger(revision))
    .sort((a, b) => a - b);
  return { revision: Number(/^revision (\d+)$/.exec(doc.name)?.[1]), added };
}

/** The names in the database image (`db.tar`) of a backup. */
async function imageEntries(archive: string): Promise<string[]> {
  const names: string[] = [];
  await readTarGz(archive, async (entry, content) => {
    if (entry.name !== 'db.tar') return;
    const chunks: Buffer[] = [];
    for await (const chunk of content) chunks.push(chunk);
    await readTar(Readable.from([Buffer.concat(chunks)]), async (inner) => {
      names.push(inner.name);
    });
  });
  return names;
}

/** Restores `archive` into a new folder and starts a server there; `env` goes to both. */
async function restoreAndStart(archive: string, prefix: string, env: Record<string, string> = {}) {
  const dataDir = temporaryFolder(prefix);
  const restore = await runNpmScript('restore', [archive], { DATA_DIR: dataDir, ...env });
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  const server = await start(dataDir, env);
  return { dataDir, server, token: await signInToServer(server, ACCOUNT) };
}

/** The doc's paragraph and the upload, as `server` serves them. */
async function expectContentAndUpload(
  server: ServerProcess,
  data: ProjectDoc & { filename: string },
  token: string,
): Promise<void> {
  const reader = await openLiveClient({ baseUrl: server.baseUrl, docId: data.doc, token });
  clients.push(reader);
  expect(reader.text()).toBe(PARAGRAPH);
  reader.close();
  const media = await fetch(`${server.baseUrl}/media/${data.filename}`);
  expect(Buffer.from(await media.arrayBuffer()).equals(PNG)).toBe(true);
}

describe('npm run backup and npm run restore', () => {
  it(
    'back up a running server on the embedded PostgreSQL while it writes, and restore into an empty folder that serves the same data',
    { timeout: 240_000 },
    async () => {
      const { original, data, archive } = await toBackUp('original');
      expect(fs.existsSync(path.join(original, 'postgres', 'PG_VERSION'))).toBe(true);

      const running = await start(original);
      const writes = keepWriting(running, data);
      while (writes.acknowledged < 12) await new Promise((resolve) => setTimeout(resolve, 20));
      const acknowledgedBefore = writes.acknowledged;
      const backup = await runNpmScript('backup', [archive], { DATA_DIR: original });
      const acknowledgedAfter = writes.acknowledged;
      await writes.stopCleanly();
      expect(acknowledgedAfter).toBeGreaterThan(acknowledgedBefore);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain('the database (PostgreSQL, ');
      expect(backup.stdout).toContain('from the running server');
      expect(backup.stdout).toContain('and 1 uploaded file (');
      await stopCleanly(running);

      const entries = await imageEntries(archive);
      expect(entries).toContain('backup_label');
      expect(entries).toContain('PG_VERSION');
      expect(entries).toContain('pg_wal/');
      expect(entries.some((name) => /^pg_wal\/[0-9A-F]{24}$/.test(name))).toBe(true);
      expect(entries).not.toContain('postmaster.pid');

      const { dataDir: restored, server, token } = await restoreAndStart(archive, 'restored');
      expect(fs.readdirSync(restored).sort()).toEqual(
        expect.arrayContaining(['postgres', 'uploads']),
      );
      const rows = await writtenRows(server, data, token);
      // Every write acknowledged before the backup began is there, and what is there is what the
      // server had stored at one instant: writes 1 to `revision`, none after.
      expect(rows.revision).toBeGreaterThanOrEqual(acknowledgedBefore);
      expect(rows.revision).toBeLessThanOrEqual(acknowledgedAfter + 1);
      const addedUpTo = (last: number) =>
        Array.from({ length: Math.min(Math.floor(last / 5), ADDED_DOCS) }, (_, i) => (i + 1) * 5);
      expect([addedUpTo(rows.revision - 1), addedUpTo(rows.revision)]).toContainEqual(rows.added);
      await expectContentAndUpload(server, data, token);

      const whileServing = await runNpmScript('restore', [archive], { DATA_DIR: restored });
      expect(whileServing.code).toBe(1);
      expect(whileServing.stderr).toContain(`Another Hangar server (pid ${server.child.pid})`);
      await stopCleanly(server);
      const before = hashFiles(restored);
      const overData = await runNpmScript('restore', [archive], { DATA_DIR: restored });
      expect(overData.code).toBe(1);
      expect(overData.stderr).toContain(`${restored} is not empty`);
      expect(hashFiles(restored)).toEqual(before);
    },
  );

  it(
    'back up a data folder no server runs on, and refuse with DATABASE_URL',
    { timeout: 240_000 },
    async () => {
      const { original, data, archive } = await toBackUp('stopped');
      const backup = await runNpmScript('backup', [archive], { DATA_DIR: original });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain('the database (PostgreSQL, ');
      expect(backup.stdout).toContain('no server was running');

      const { server, token } = await restoreAndStart(archive, 'restored-stopped');
      await expectContentAndUpload(server, data, token);
      await stopCleanly(server);

      const withUrl = await runNpmScript('backup', [archive], {
        DATA_DIR: original,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/hangar',
      });
      expect(withUrl.code).toBe(1);
      expect(withUrl.stderr).toContain('DATABASE_URL is set: back up that PostgreSQL database');
    },
  );

  it(
    "back up a running server on PGlite, and restore its image as PGlite's folder",
    { timeout: 240_000 },
    async () => {
      const { original, data, archive } = await toBackUp('pglite', PGLITE);
      const running = await start(original, PGLITE);
      const backup = await runNpmScript('backup', [archive], { DATA_DIR: original });
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toContain('the database (PGlite, ');
      expect(backup.stdout).toContain('from the running server');
      await stopCleanly(running);

      const { dataDir, server, token } = await restoreAndStart(archive, 'restored-pglite', PGLITE);
      expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false);
      await expectContentAndUpload(server, data, token);
      await stopCleanly(server);
    },
  );
});
