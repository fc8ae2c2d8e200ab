import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { openLiveClient, type LiveClient } from '../test/live-client';
import { launchServer, waitUntilHealthy, type ServerProcess } from '../test/server-process';
import { SAVE_AT_LEAST_EVERY_MS, SAVE_QUIET_MS } from './saving';

const processes: ServerProcess[] = [];
const clients: LiveClient[] = [];

afterAll(() => {
  clients.forEach((client) => client.close());
  processes.forEach((server) => server.child.exitCode === null && server.child.kill('SIGKILL'));
});

async function call<Body>(
  server: ServerProcess,
  method: string,
  url: string,
  init: { body?: unknown; token?: string; workspace?: number } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.workspace) headers['x-workspace-id'] = String(init.workspace);
  const response = await fetch(`${server.baseUrl}/api${url}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as Body;
}

/** Signs up through the e-mail the server wrote to its outbox folder, as on a fresh machine. */
async function signUp(server: ServerProcess, dataDir: string): Promise<string> {
  await call(server, 'POST', '/users/signup/email', { body: { email: 'crash@example.com' } });
  const outbox = path.join(dataDir, 'mail');
  const [file] = readdirSync(outbox);
  const mail = await simpleParser(readFileSync(path.join(outbox, file ?? '')));
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  const session = await call<{ access_token: string }>(server, 'POST', '/users/signup/profile', {
    body: { token, fullname: 'Crash Tester', password: 'survives a crash' },
  });
  return session.access_token;
}

async function docOnFreshServer(dataDir: string) {
  const server = await launchServer(dataDir);
  processes.push(server);
  await waitUntilHealthy(server);
  const token = await signUp(server, dataDir);
  const { created_id: workspace } = await call<{ created_id: number }>(
    server,
    'POST',
    '/workspaces',
    { token, body: { name: 'Crash' } },
  );
  const { created_id: group } = await call<{ created_id: number }>(server, 'POST', '/groups', {
    token,
    workspace,
    body: { name: 'G' },
  });
  const { created_id: project } = await call<{ created_id: number }>(server, 'POST', '/projects', {
    token,
    workspace,
    body: { name: 'P', group_id: group },
  });
  const { id: docId } = await call<{ id: number }>(server, 'POST', `/projects/${project}/docs`, {
    token,
    workspace,
    body: { parent_path: '' },
  });
  return { server, token, docId };
}

async function reopen(dataDir: string, docId: number, token: string): Promise<LiveClient> {
  const server = await launchServer(dataDir);
  processes.push(server);
  await waitUntilHealthy(server);
  const reader = await openLiveClient({ baseUrl: server.baseUrl, docId, token });
  clients.push(reader);
  return reader;
}

describe('a graceful stop of the server', () => {
  it('saves the edits of the last moments before it exits', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hangar-stop-'));
    const { server, token, docId } = await docOnFreshServer(dataDir);
    const writer = await openLiveClient({ baseUrl: server.baseUrl, docId, token });
    clients.push(writer);
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
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hangar-crash-'));
    const { server: first, token, docId } = await docOnFreshServer(dataDir);

    const alice = await openLiveClient({ baseUrl: first.baseUrl, docId, token });
    const bob = await openLiveClient({ baseUrl: first.baseUrl, docId, token });
    clients.push(alice, bob);
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
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hangar-crash-typing-'));
      const { server: first, token, docId } = await docOnFreshServer(dataDir);
      const alice = await openLiveClient({ baseUrl: first.baseUrl, docId, token });
      const bob = await openLiveClient({ baseUrl: first.baseUrl, docId, token });
      clients.push(alice, bob);

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
