import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../test/data-folders';
import { launchesServers } from '../../test/launched-servers';
import {
  callServer,
  createProjectDoc,
  signInToServer,
  type ProjectDoc,
} from '../../test/process-api';
import { waitUntilHealthy, type ServerProcess } from '../../test/server-process';
import { DATABASE_FOLDERS } from '../data-folder';
import { COPIED_PGLITE_FOLDER } from './open-cluster';

const launchServer = launchesServers();

const ACCOUNT = { email: 'kept@example.com', password: 'kept safe 1' };

async function healthyServer(dataDir: string, env: Record<string, string> = {}) {
  const server = await launchServer(dataDir, env);
  await waitUntilHealthy(server);
  return server;
}

/** A server on a new data folder, with a project and a doc made through its API. */
async function serverWithDoc(folder: string, env: Record<string, string> = {}) {
  const dataDir = temporaryFolder(folder);
  const server = await healthyServer(dataDir, env);
  const made = await createProjectDoc(server, dataDir, ACCOUNT);
  return { dataDir, server, made };
}

/** The pids of the processes running `program` on the cluster of `dataDir`. */
function processesOf(dataDir: string, program: string): number[] {
  const cluster = path.join(dataDir, DATABASE_FOLDERS.postgres);
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return command[0]?.endsWith(program) === true && command.includes(cluster);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The PostgreSQL servers (postmasters) running on the cluster of `dataDir`. */
function postgresOf(dataDir: string): number[] {
  return processesOf(dataDir, '/postgres');
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return condition();
}

/** The doc of `made` as its owner reads it, signed in again unless a token is given. */
async function readBack(server: ServerProcess, made: ProjectDoc, signedIn?: string) {
  const token = signedIn ?? (await signInToServer(server, ACCOUNT));
  return callServer<{ id: number; name: string }>(
    server,
    'GET',
    `/projects/${made.project}/docs/${made.doc}`,
    { token, workspace: made.workspace },
  );
}

describe('the embedded PostgreSQL', { timeout: 120_000 }, () => {
  it('takes over the rows of an older build’s PGlite folder at its first start', async () => {
    const {
      dataDir,
      server: older,
      made,
    } = await serverWithDoc('from-pglite', { EMBEDDED_DATABASE: 'pglite' });
    older.child.kill('SIGTERM');
    expect(await older.exited).toBe(0);
    expect(existsSync(path.join(dataDir, DATABASE_FOLDERS.postgres))).toBe(false);

    const server = await healthyServer(dataDir);
    expect((await readBack(server, made)).id).toBe(made.doc);
    expect(existsSync(path.join(dataDir, DATABASE_FOLDERS.pglite))).toBe(false);
    expect(existsSync(path.join(dataDir, COPIED_PGLITE_FOLDER, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, `${DATABASE_FOLDERS.postgres}.partial`))).toBe(false);
  });

  it('stops with a server killed by SIGKILL, and keeps every write that server answered', async () => {
    const { dataDir, server, made } = await serverWithDoc('killed');
    expect(postgresOf(dataDir)).toHaveLength(1);

    server.child.kill('SIGKILL');
    await server.exited;
    expect(await until(() => postgresOf(dataDir).length === 0)).toBe(true);

    const again = await healthyServer(dataDir);
    expect((await readBack(again, made)).id).toBe(made.doc);
  });

  it('stops a PostgreSQL that outlived its server and its watchdog, then starts its own', async () => {
    const { dataDir, server, made } = await serverWithDoc('orphan');
    const [orphan] = postgresOf(dataDir);
    // Its watchdog shells (the server's child and the child's reader) go first, so nothing stops it.
    for (const pid of processesOf(dataDir, '/bin/sh')) process.kill(pid, 'SIGKILL');
    server.child.kill('SIGKILL');
    await server.exited;
    expect(postgresOf(dataDir)).toEqual([orphan]);

    const again = await healthyServer(dataDir);
    expect(postgresOf(dataDir)).not.toContain(orphan);
    expect(postgresOf(dataDir)).toHaveLength(1);
    expect((await readBack(again, made)).id).toBe(made.doc);
  });

  it('is started again when it is killed under a running server, which serves again', async () => {
    const { dataDir, server, made } = await serverWithDoc('restarted');
    const [first] = postgresOf(dataDir);
    process.kill(first ?? 0, 'SIGKILL');
    // Its backends may answer a last query before they notice: wait for the new PostgreSQL.
    const restarted = () => postgresOf(dataDir).some((pid) => pid !== first);
    expect(await until(restarted, 60_000), server.stderr()).toBe(true);

    // With the token of before: signing in again and again would meet the sign-in rate limit.
    let readAgain: { id: number } | null = null;
    const deadline = Date.now() + 60_000;
    while (!readAgain && Date.now() < deadline) {
      readAgain = await readBack(server, made, made.token).catch(() => null);
      if (!readAgain) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(readAgain?.id, server.stderr()).toBe(made.doc);
    expect(postgresOf(dataDir)).toHaveLength(1);
    expect(postgresOf(dataDir)).not.toContain(first);
    expect(server.stderr()).toContain('The embedded PostgreSQL stopped; starting it again.');
  });
});
