import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docOnFreshServer } from '../test/process-api';
import { openLiveClient, type LiveClient } from '../test/live-client';
import { launchServer, waitUntilHealthy, type ServerProcess } from '../test/server-process';
import { SAVE_AT_LEAST_EVERY_MS, SAVE_QUIET_MS } from './saving';

const processes: ServerProcess[] = [];
const clients: LiveClient[] = [];

afterAll(() => {
  clients.forEach((client) => client.close());
  processes.forEach((server) => server.child.exitCode === null && server.child.kill('SIGKILL'));
});

/** A server on a new data folder, with a doc and its owner's token. */
async function freshServerWithDoc(prefix: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const made = await docOnFreshServer(dataDir);
  processes.push(made.server);
  return { dataDir, ...made };
}

async function openClient(server: ServerProcess, docId: number, token: string) {
  const client = await openLiveClient({ baseUrl: server.baseUrl, docId, token });
  clients.push(client);
  return client;
}

async function reopen(dataDir: string, docId: number, token: string): Promise<LiveClient> {
  const server = await launchServer(dataDir);
  processes.push(server);
  await waitUntilHealthy(server);
  return openClient(server, docId, token);
}

describe('a graceful stop of the server', () => {
  it('saves the edits of the last moments before it exits', { timeout: 120_000 }, async () => {
    const { dataDir, server, token, docId } = await freshServerWithDoc('hangar-stop-');
    const writer = await openClient(server, docId, token);
    writer.addParagraph('Typed just before the stop');
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    writer.close();
    expect((await reopen(dataDir, docId, token)).text()).toBe('Typed just before the stop');
  });
});

describe('a hard kill of the server', () => {
  it('loses nothing older than the save window', { timeout: 120_000 }, async () => {
    const { dataDir, server: first, token, docId } = await freshServerWithDoc('hangar-crash-');

    const alice = await openClient(first, docId, token);
    const bob = await openClient(first, docId, token);
    alice.addParagraph('Written by Alice');
    bob.addParagraph('Written by Bob');
    await alice.waitForText((text) => text.includes('Written by Bob'));
    await bob.waitForText((text) => text.includes('Written by Alice'));
    await new Promise((resolve) => setTimeout(resolve, SAVE_QUIET_MS + 800));

    first.child.kill('SIGKILL');
    await first.exited;
    alice.close();
    bob.close();

    const reader = await reopen(dataDir, docId, token);
    expect(reader.text()).toContain('Written by Alice');
    expect(reader.text()).toContain('Written by Bob');
  });

  it(
    'while two clients keep typing, loses none of the edits the server said were saved',
    { timeout: 150_000 },
    async () => {
      const {
        dataDir,
        server: first,
        token,
        docId,
      } = await freshServerWithDoc('hangar-crash-typing-');
      const alice = await openClient(first, docId, token);
      const bob = await openClient(first, docId, token);

      // Each client adds a paragraph every 100 ms and never pauses long enough for a quiet
      // save: only the save forced every SAVE_AT_LEAST_EVERY_MS keeps their words.
      const written: { text: string; change: Uint8Array; by: LiveClient }[] = [];
      let count = 0;
      const typing = setInterval(() => {
        count += 1;
        for (const [name, client] of [
          ['Alice', alice],
          ['Bob', bob],
        ] as const) {
          const text = `${name} line ${count}`;
          written.push({ text, change: client.addParagraph(text), by: client });
        }
      }, 100);
      await new Promise((resolve) => setTimeout(resolve, 3 * SAVE_AT_LEAST_EVERY_MS + 700));

      // Killed mid-typing: the interval is still adding paragraphs.
      const saved = written.filter(({ change, by }) => by.isSaved(change));
      first.child.kill('SIGKILL');
      await first.exited;
      clearInterval(typing);
      alice.close();
      bob.close();

      // Most of what was typed more than a save interval ago was reported saved...
      expect(saved.length).toBeGreaterThan(written.length / 2);
      // ...and every edit reported saved survived.
      const lines = new Set((await reopen(dataDir, docId, token)).text().split('\n'));
      expect(saved.filter(({ text }) => !lines.has(text))).toEqual([]);
    },
  );
});
