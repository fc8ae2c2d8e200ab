import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The server package, where `src/main.ts` runs from. */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  stderr: () => string;
  exited: Promise<number | null>;
}

export interface LaunchOptions {
  stdout?: 'ignore' | 'pipe';
  /** The command line, instead of `src/main.ts` run by tsx (e.g. a bundle, or behind a wrapper). */
  command?: string[];
  /** In a process group of its own (its pid is the group's id). */
  detached?: boolean;
}

/**
 * Runs the real entry point (`src/main.ts`) in its own process, as `npm start` does. Its standard
 * output is ignored unless `stdout: 'pipe'` (then `child.stdout` is the test's to read or close).
 */
export async function launchServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: LaunchOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const [command = process.execPath, ...args] = options.command ?? [
    process.execPath,
    '--import',
    'tsx',
    'src/main.ts',
  ];
  const child = spawn(command, args, {
    detached: options.detached ?? false,
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', options.stdout ?? 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, baseUrl: `http://127.0.0.1:${port}`, stderr: () => stderr, exited };
}

export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
    try {
      if ((await fetch(`${server.baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

/** Kills (SIGKILL) the servers still running and waits until they are gone. */
export async function stopAll(servers: ServerProcess[]): Promise<void> {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
}
