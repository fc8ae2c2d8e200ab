import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { launchServer, waitUntilHealthy, type ServerProcess } from './server-process';

/** A JSON call to a server process's API. */
export async function callServer<Body>(
  server: Pick<ServerProcess, 'baseUrl'>,
  method: string,
  url: string,
  init: { body?: unknown; token?: string; workspace?: number } = {},
): Promise<Body> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.workspace) headers['x-workspace-id'] = String(init.workspace);
  const response = await fetch(`${server.baseUrl}/api${url}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return (await response.json()) as Body;
}

/**
 * Signs up through the e-mail the server wrote to its outbox folder (`DATA_DIR/mail`), as on a
 * fresh machine; returns the access token. The folder must hold no other e-mail.
 */
export async function signUpThroughOutbox(
  server: Pick<ServerProcess, 'baseUrl'>,
  dataDir: string,
  account: { email: string; fullname: string; password: string },
): Promise<string> {
  await callServer(server, 'POST', '/users/signup/email', { body: { email: account.email } });
  const outbox = path.join(dataDir, 'mail');
  const [file] = readdirSync(outbox);
  const mail = await simpleParser(readFileSync(path.join(outbox, file ?? '')));
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  const session = await callServer<{ access_token: string }>(
    server,
    'POST',
    '/users/signup/profile',
    { body: { token, fullname: account.fullname, password: account.password } },
  );
  return session.access_token;
}

/** A server process on a fresh data folder, one signed-up owner, and an empty doc of theirs. */
export async function docOnFreshServer(dataDir: string, env: Record<string, string> = {}) {
  const server = await launchServer(dataDir, env);
  await waitUntilHealthy(server);
  const token = await signUpThroughOutbox(server, dataDir, {
    email: 'crash@example.com',
    fullname: 'Crash Tester',
    password: 'survives a crash',
  });
  const { created_id: workspace } = await callServer<{ created_id: number }>(
    server,
    'POST',
    '/workspaces',
    { token, body: { name: 'Crash' } },
  );
  const { created_id: group } = await callServer<{ created_id: number }>(
    server,
    'POST',
    '/groups',
    { token, workspace, body: { name: 'G' } },
  );
  const { created_id: project } = await callServer<{ created_id: number }>(
    server,
    'POST',
    '/projects',
    { token, workspace, body: { name: 'P', group_id: group } },
  );
  const { id: docId } = await callServer<{ id: number }>(
    server,
    'POST',
    `/projects/${project}/docs`,
    { token, workspace, body: { parent_path: '' } },
  );
  return { server, token, docId, workspace, project };
}
