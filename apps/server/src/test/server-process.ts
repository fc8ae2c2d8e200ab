import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The server package, where `src/main.ts` runs from. */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Ports for launched servers: each Vitest worker takes its own thousand below the kernel's
 * ephemeral range (32768 and up, where `listen(0)` and outgoing connections take theirs). A port
 * the kernel merely found free was once taken by a parallel test's server while this one was still
 * migrating: the health check was answered by the other server, and the sign-up mail went to its
 * outbox.
 */
const PORTS_FROM = 20_000;
const PORTS_PER_WORKER = 1_000;
let portsTaken = 0;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 0) % 12;
  for (let tries = 0; tries < PORTS_PER_WORKER; tries++) {
    const port = PORTS_FROM + worker * PORTS_PER_WORKER + (portsTaken++ % PORTS_PER_WORKER);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port left for worker ${worker}`);
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

/** A server launched with `launch` (`launchesServers()`'s, which kills it after the file), healthy. */
export async function startHealthy(
  launch: typeof launchServer,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const server = await launch(dataDir, env);
  await waitUntilHealthy(server);
  return server;
}

/** Stops a server as its supervisor does (SIGTERM); it must exit cleanly. */
export async function stopCleanly(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) throw new Error(`the server exited with ${code}: ${server.stderr()}`);
}

/** Kills (SIGKILL) the servers still running and waits until they are gone. */
export async function stopAll(servers: ServerProcess[]): Promise<void> {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
}
