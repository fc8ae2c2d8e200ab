import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { callServer, signUpThroughOutbox } from '../apps/server/src/test/process-api';
import { freePort } from '../apps/server/src/test/server-process';
import { expect, signInThroughPage, type TestUser } from './fixtures';

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * A Hangar server of the test's own (the built app, as `npm start` runs it), on its own port
 * and data folder, that the test may kill and start again: the suite's shared server must
 * stay up for the other tests.
 */
export class OwnServer {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  /** `port` when the test needs its address first; `env` adds to or replaces the settings. */
  static async create(
    options: { port?: number; env?: Record<string, string> } = {},
  ): Promise<OwnServer> {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangar-e2e-own-'));
    const server = new OwnServer(options.port ?? (await freePort()), dataDir, options.env ?? {});
    await server.start();
    return server;
  }

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.baseURL,
        DATA_DIR: this.dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error('the server exited at start');
      try {
        if ((await fetch(`${this.baseURL}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
    throw new Error('the server did not start');
  }

  /** `kill -9`: no shutdown, no last save. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  }

  /** A JSON call to its API. */
  api<Body>(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
    workspace?: number,
  ) {
    return callServer<Body>({ baseUrl: this.baseURL }, method, path, {
      body,
      token: token ?? undefined,
      workspace,
    });
  }

  /** Signs up through the e-mail the server wrote to its outbox folder; returns the token. */
  signUp(email: string, fullname: string, password: string): Promise<string> {
    return signUpThroughOutbox({ baseUrl: this.baseURL }, this.dataDir, {
      email,
      fullname,
      password,
    });
  }

  /** A new account for `user` that owns a new workspace named `workspaceName`. */
  async ownerWithWorkspace(
    user: TestUser,
    workspaceName: string,
  ): Promise<{ token: string; workspaceId: number }> {
    const token = await this.signUp(user.email, user.fullname, user.password);
    const { created_id: workspaceId } = await this.api<{ created_id: number }>(
      'POST',
      '/workspaces',
      token,
      { name: workspaceName },
    );
    return { token, workspaceId };
  }

  /** Signs in through its sign-in page, waits to land on the workspace, then opens `path`. */
  async signIn(page: Page, user: TestUser, workspaceId: number, path: string): Promise<void> {
    await page.goto(`${this.baseURL}/account/signin`);
    await signInThroughPage(page, user.email, user.password);
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
    await page.goto(`${this.baseURL}${path}`);
  }
}
