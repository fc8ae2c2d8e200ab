import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { temporaryFolder } from './test/data-folders';
import { launchesServers } from './test/launched-servers';
import { waitUntilHealthy, type ServerProcess } from './test/server-process';
import { openEventStream, type EventStreamReader } from './test/sse-client';

const SHUTDOWN_TIMEOUT_SECONDS = 3;
/** Time for the process to end once it decided to (exit handlers, the OS): a generous bound. */
const EXIT_SLACK_MS = 3000;

const launchServer = launchesServers();
const streams: EventStreamReader[] = [];
const sockets: net.Socket[] = [];
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  sockets.forEach((socket) => socket.destroy());
});

async function launch(options: { stdout?: 'pipe' } = {}): Promise<ServerProcess> {
  const server = await launchServer(
    temporaryFolder('shutdown'),
    { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS) },
    options,
  );
  await waitUntilHealthy(server);
  return server;
}

/** The exit code, or 'still running' when the process has not ended within `ms`. */
function exitWithin(server: ServerProcess, ms: number): Promise<number | null | 'still running'> {
  return Promise.race([
    server.exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);
}

describe('SIGTERM', () => {
  it(
    'ends the process when its output is a pipe whose reader stopped reading, then went away',
    { timeout: 90_000 },
    async () => {
      const server = await launch({ stdout: 'pipe' });
      const { stdout, stderr } = server.child;
      if (!stdout || !stderr) throw new Error('no output pipes');
      // The reader stops: the pipe fills with the log lines of these requests and stays full.
      stdout.pause();
      stderr.pause();
      for (let request = 0; request < 400; request++) {
        await fetch(`${server.baseUrl}/api/health`);
      }

      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Then the reader goes away (a log collector restarted): every write now fails with EPIPE.
      stdout.destroy();
      stderr.destroy();
      expect(await exitWithin(server, SHUTDOWN_TIMEOUT_SECONDS * 1000 + EXIT_SLACK_MS)).toBe(0);
    },
  );

  it(
    'ends the process at SHUTDOWN_TIMEOUT_SECONDS with status 1 and why, while a request is in flight and a stream open',
    { timeout: 90_000 },
    async () => {
      const server = await launch();
      const stream = await openEventStream(`${server.baseUrl}/api/sub`);
      streams.push(stream);
      await stream.until((event) => event.event === 'ready');
      // A request whose body never finishes arriving: the server waits for it.
      const port = Number(new URL(server.baseUrl).port);
      const slow = net.connect(port, '127.0.0.1');
      sockets.push(slow);
      await new Promise((resolve) => slow.once('connect', resolve));
      slow.write(
        'POST /api/users/signup/email HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));

      server.child.kill('SIGTERM');
      expect(await exitWithin(server, SHUTDOWN_TIMEOUT_SECONDS * 1000 + EXIT_SLACK_MS)).toBe(1);
      expect(server.stderr()).toContain(
        `shutdown took longer than ${SHUTDOWN_TIMEOUT_SECONDS} s (SHUTDOWN_TIMEOUT_SECONDS) ` +
          'while finishing open requests and saving live docs',
      );
    },
  );

  it(
    'ends with status 0 once a request that was in flight finished, its keep-alive connection left open',
    { timeout: 90_000 },
    async () => {
      const server = await launch();
      const port = Number(new URL(server.baseUrl).port);
      const client = net.connect(port, '127.0.0.1');
      sockets.push(client);
      await new Promise((resolve) => client.once('connect', resolve));
      let answer = '';
      client.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const body = '{"email": "not an address"}';
      client.write(
        'POST /api/users/signup/email HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n' +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));

      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The request completes during the shutdown; the client keeps its connection.
      client.write(body.slice(5));
      expect(await exitWithin(server, SHUTDOWN_TIMEOUT_SECONDS * 1000 + EXIT_SLACK_MS)).toBe(0);
      expect(answer).toMatch(/^HTTP\/1\.1 4\d\d/);
    },
  );
});
