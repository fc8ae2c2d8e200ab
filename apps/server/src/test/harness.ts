import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { startMailCapture, type MailCapture } from './mail-capture';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The Redis the cross-instance tests fan out through. */
export const testRedisUrl =
  process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hangar-test-')),
  });
  return { ...base, redisUrl: null, ...overrides };
}

/** A key prefix no other test shares, so parallel test files on one Redis don't hear each other. */
export function uniqueRedisPrefix(): string {
  return `hangar-test:${randomBytes(6).toString('hex')}:`;
}

export interface ApiResponse<Body = unknown> {
  status: number;
  body: Body;
  headers: Headers;
}

interface ApiOptions {
  body?: unknown;
  /** An access token, sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  /** fetch() against this server: `server.fetch('/api/health')`. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** A JSON call to the API: `server.api('POST', '/users/signup/email', {body})`. */
  api<Body = unknown>(
    method: string,
    path: string,
    options?: ApiOptions,
  ): Promise<ApiResponse<Body>>;
  close(): Promise<void>;
}

export interface StartOptions extends Partial<Omit<AppDeps, 'config' | 'database'>> {
  config?: Partial<Config>;
  database?: DatabaseHandle;
  /** Lets a test add fixture routes before the server starts listening. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
}

/** Starts the real app on a random port of 127.0.0.1, on a real database. */
export async function startTestServer(
  database: DatabaseHandle,
  options: Omit<StartOptions, 'database'> = {},
): Promise<TestServer> {
  const { config, beforeListen, ...deps } = options;
  const app = await buildApp({
    webDistDir: null,
    ...deps,
    config: testConfig(config),
    database,
  });
  await beforeListen?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const api = async <Body>(method: string, path: string, options: ApiOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as Body,
      headers: response.headers,
    };
  };
  return {
    app,
    baseUrl,
    fetch: (pathname, init) => fetch(`${baseUrl}${pathname}`, init),
    api,
    close: () => app.close(),
  };
}

export interface TestEnvironment extends TestServer {
  database: TestDatabase;
  /** Every e-mail the server sent, over real SMTP. */
  mail: MailCapture;
}

/** A test file's database, an SMTP capture, and one server on them, for the common case. */
export async function startTestEnvironment(options: StartOptions = {}): Promise<TestEnvironment> {
  const database = await createTestDatabase();
  const mail = await startMailCapture();
  const server = await startTestServer(options.database ?? database.handle, {
    ...options,
    config: { smtpUrl: mail.smtpUrl, ...options.config },
  });
  return {
    ...server,
    database,
    mail,
    async close() {
      await server.close();
      await mail.close();
      await database.drop();
    },
  };
}

/** Options as they are, or made once the hooks before them ran (a stand-in's address). */
export type LazyOptions<Options> = Options | (() => Options | Promise<Options>);

const resolveOptions = <Options>(options: LazyOptions<Options>) =>
  typeof options === 'function' ? (options as () => Options | Promise<Options>)() : options;

/**
 * A fixture `beforeAll` starts and `afterAll` closes, read through a stand-in: reading it outside
 * the hooks and tests (while the file loads) throws.
 */
export function startedBeforeAll<Fixture extends { close(): Promise<void> }>(
  start: () => Promise<Fixture>,
): Fixture {
  let current: Fixture | null = null;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    await current?.close();
    current = null;
  });
  return new Proxy({} as Fixture, {
    get(_target, key) {
      if (!current) throw new Error('A fixture is read before beforeAll started it');
      return Reflect.get(current, key);
    },
  });
}

/**
 * The test file's environment (`startTestEnvironment`), started before its tests and closed after
 * them: `const server = useTestEnvironment();` at the top of the file (or of a `describe`), then
 * `server.api(...)` in hooks and tests. Options that need what an earlier hook started come as a
 * function: `useTestEnvironment(() => ({ config: { sentryDsn: standIn.url } }))`.
 */
export function useTestEnvironment(options: LazyOptions<StartOptions> = {}): TestEnvironment {
  return startedBeforeAll(async () => startTestEnvironment(await resolveOptions(options)));
}

/**
 * Another server on the environment's database (a connection of its own) and SMTP capture, as a
 * second instance behind a load balancer: started after the environment, closed before it.
 */
function useTestServer(
  environment: TestEnvironment,
  options: LazyOptions<Omit<StartOptions, 'database'>> = {},
): TestServer {
  return startedBeforeAll(async () => {
    const resolved = await resolveOptions(options);
    return startTestServer(environment.database.connect(), {
      ...resolved,
      config: { smtpUrl: environment.mail.smtpUrl, ...resolved.config },
    });
  });
}

/**
 * Two instances on the file's environment (one database, one SMTP capture) and one Redis, as
 * behind a load balancer: `a` is the environment, `b` the second server. Both get `options`.
 */
export function useTwoInstances(options: Omit<StartOptions, 'database'> = {}): {
  a: TestEnvironment;
  b: TestServer;
} {
  const shared = {
    ...options,
    config: { redisUrl: testRedisUrl, redisKeyPrefix: uniqueRedisPrefix(), ...options.config },
  };
  const a = useTestEnvironment(shared);
  return { a, b: useTestServer(a, shared) };
}
