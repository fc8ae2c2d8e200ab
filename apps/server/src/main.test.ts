import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { launchServer, waitUntilHealthy, type ServerProcess } from './test/server-process';
import { openEventStream } from './test/sse-client';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

const started: ChildProcess[] = [];

async function launch(dataDir: string): Promise<ServerProcess> {
  const server = await launchServer(dataDir);
  started.push(server.child);
  return server;
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hangar-main-'));

  it(
    'refuses a second server on the same data dir, and stops cleanly on SIGTERM',
    { timeout: 90_000 },
    async () => {
      const first = await launch(dataDir);
      await waitUntilHealthy(first);
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

      const second = await launch(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toContain(`Another Hangar server (pid ${first.child.pid})`);

      const stream = await openEventStream(`${first.baseUrl}/api/sub`);
      await stream.until((event) => event.event === 'ready');
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      await expect(stream.next(2000)).rejects.toThrow('the event stream ended');
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

      const again = await launch(dataDir);
      await waitUntilHealthy(again);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );

  it('takes over the lock a killed server left behind', { timeout: 90_000 }, async () => {
    const killed = await launch(dataDir);
    await waitUntilHealthy(killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const next = await launch(dataDir);
    await waitUntilHealthy(next);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });

  it('stops at start with every bad setting listed', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    bad.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => bad.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('LOG_LEVEL');
  });
});
