import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTemporaryFolders, temporaryFolder } from './test/data-folders';
import { callServer, createProjectDoc, type ProjectDoc } from './test/process-api';
import { buildServerBundle, type ServerBundle } from './test/server-bundle';
import {
  launchServer,
  stopAll,
  waitUntilHealthy,
  type LaunchOptions,
  type ServerProcess,
} from './test/server-process';
import { processState, underNonReapingParent } from './test/zombie-parent';

/** What a supervisor restarting at once (systemd Restart=always) may expect: a start this fast. */
const RESTART_WITHIN_MS = 5_000;

let bundle: ServerBundle;
const started: ServerProcess[] = [];

beforeAll(async () => {
  bundle = await buildServerBundle();
}, 120_000);

/** Process groups of servers (each with its PostgreSQL) to kill at the end, whatever happened. */
const groups: number[] = [];

afterAll(async () => {
  for (const leader of groups) {
    try {
      killGroup(leader);
    } catch {
      // already gone
    }
  }
  await stopAll(started);
  bundle?.remove();
  removeTemporaryFolders();
});

/** The server as `npm start` runs it (the bundle), in a process group of its own. */
async function start(dataDir: string, options: LaunchOptions = {}): Promise<ServerProcess> {
  const server = await launchServer(dataDir, {}, { command: bundle.command, ...options });
  started.push(server);
  if (options.detached && server.child.pid) groups.push(server.child.pid);
  return server;
}

/** Starts a server on `dataDir` at once; `ms`: how long until its first 200. */
async function restart(dataDir: string): Promise<{ server: ServerProcess; ms: number }> {
  const begun = performance.now();
  const server = await start(dataDir, { detached: true });
  await waitUntilHealthy(server);
  return { server, ms: Math.round(performance.now() - begun) };
}

/** kill -9 of the process group that `leader` leads (never of ours: -0 would name it). */
function killGroup(leader: number | undefined): void {
  if (!leader || leader <= 1) throw new Error(`not a process group leader: ${leader}`);
  process.kill(-leader, 'SIGKILL');
}

/** The first line of a pid file in the data folder. */
function pidIn(file: string): number {
  return Number(readFileSync(file, 'utf8').split('\n')[0]);
}

async function addLog(server: ServerProcess, place: ProjectDoc, title: string): Promise<void> {
  await callServer(server, 'POST', `/projects/${place.project}/logs`, {
    token: place.token,
    workspace: place.workspace,
    body: {
      title,
      description: { type: 'doc', content: [{ type: 'paragraph' }] },
      attachments: [],
    },
  });
}

async function logTitles(server: ServerProcess, place: ProjectDoc): Promise<string[]> {
  const logs = await callServer<{ title: string }[]>(
    server,
    'GET',
    `/projects/${place.project}/logs`,
    { token: place.token, workspace: place.workspace },
  );
  return logs.map((log) => log.title);
}

describe('a server whose whole process group was killed with kill -9', () => {
  it(
    'starts again at once, ten times in a row, each time within 5 s and with every write it answered',
    { timeout: 240_000 },
    async () => {
      const dataDir = temporaryFolder('restart-after-kill');
      let server = await start(dataDir, { detached: true });
      await waitUntilHealthy(server);
      const place = await createProjectDoc(server, dataDir, {
        email: 'restarts@example.com',
        password: 'restarted ten times',
      });
      const written: string[] = [];
      const restartMs: number[] = [];
      for (let round = 1; round <= 10; round++) {
        const title = `Written before kill ${round}`;
        await addLog(server, place, title);
        written.push(title);
        killGroup(server.child.pid); // the server, its watchdog, PostgreSQL
        const next = await restart(dataDir);
        restartMs.push(next.ms);
        server = next.server;
        expect(await logTitles(server, place)).toEqual(expect.arrayContaining(written));
      }
      console.log(`restart to first 200 after kill -9 of the group (ms): ${restartMs.join(', ')}`);
      expect(restartMs.filter((ms) => ms >= RESTART_WITHIN_MS)).toEqual([]);
    },
  );

  it(
    'starts while the killed server and its PostgreSQL are still zombies that no one reaps',
    { timeout: 120_000 },
    async () => {
      const dataDir = temporaryFolder('restart-zombie');
      const first = await start(dataDir, { command: underNonReapingParent(bundle.command) });
      await waitUntilHealthy(first);
      const place = await createProjectDoc(first, dataDir, {
        email: 'zombie@example.com',
        password: 'a zombie holds no lock',
      });
      await addLog(first, place, 'Written before the kill');
      const serverPid = pidIn(path.join(dataDir, 'server.lock'));
      groups.push(serverPid);
      const postmasterPid = pidIn(path.join(dataDir, 'postgres', 'postmaster.pid'));

      killGroup(serverPid);
      await expect.poll(() => processState(serverPid)).toBe('Z');
      await expect.poll(() => processState(postmasterPid)).toBe('Z');

      const { server, ms } = await restart(dataDir);
      expect(ms).toBeLessThan(RESTART_WITHIN_MS);
      expect(await logTitles(server, place)).toContain('Written before the kill');
      // Both were zombies all along: the locks naming them were taken over, not waited out.
      expect([processState(serverPid), processState(postmasterPid)]).toEqual(['Z', 'Z']);
    },
  );
});

describe('a server started while the one before is still stopping', () => {
  it('waits for it to finish, then starts', { timeout: 120_000 }, async () => {
    const dataDir = temporaryFolder('restart-stopping');
    const first = await start(dataDir);
    await waitUntilHealthy(first);
    first.child.kill('SIGTERM');
    const second = await start(dataDir);
    expect(await first.exited).toBe(0);
    await waitUntilHealthy(second);
  });
});
