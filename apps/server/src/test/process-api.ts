import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { launchServer, waitUntilHealthy, type ServerProcess } from './server-process';

/** What a call needs of a server process: where it listens. */
type Reachable = Pick<ServerProcess, 'baseUrl'>;

export interface ProcessCall {
  body?: unknown;
  token?: string;
  workspace?: number;
}

/** A JSON call to the API of a server process; throws unless it answers 2xx. */
export async function callServer<Body>(
  server: Reachable,
  method: string,
  url: string,
  init: ProcessCall = {},
): Promise<Body> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.workspace) headers['x-workspace-id'] = String(init.workspace);
  const response = await fetch(`${server.baseUrl}/api${url}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as Body;
}

/** Uploads an image through the API of a server process (as `kept.png`): its stored name. */
export async function uploadImage(
  server: Reachable,
  token: string,
  image: Buffer,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'kept.png');
  const response = await fetch(`${server.baseUrl}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`the upload answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { filename: string }).filename;
}

/**
 * Signs up through the e-mail the server wrote to its outbox folder (`DATA_DIR/mail`), as on a
 * fresh machine; returns an access token.
 */
export async function signUpThroughOutbox(
  server: Reachable,
  dataDir: string,
  account: { email: string; password: string; fullname?: string },
): Promise<string> {
  await callServer(server, 'POST', '/users/signup/email', { body: { email: account.email } });
  const outbox = path.join(dataDir, 'mail');
  const mails = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
  const mail = await simpleParser(mails.find((text) => text.includes(account.email)) ?? '');
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  const session = await callServer<{ access_token: string }>(
    server,
    'POST',
    '/users/signup/profile',
    { body: { token, fullname: account.fullname ?? 'Data Keeper', password: account.password } },
  );
  return session.access_token;
}

/** Signs in with a password, as the web client does; returns an access token. */
export async function signInToServer(
  server: Reachable,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface ProjectDoc {
  token: string;
  workspace: number;
  project: number;
  doc: number;
}

/** A user with a workspace, a group, a project and one doc, through the API. */
export async function createProjectDoc(
  server: Reachable,
  dataDir: string,
  account: { email: string; password: string },
): Promise<ProjectDoc> {
  const token = await signUpThroughOutbox(server, dataDir, account);
  const { created_id: workspace } = await callServer<{ created_id: number }>(
    server,
    'POST',
    '/workspaces',
    { token, body: { name: 'Kept' } },
  );
  const call = <Body>(url: string, body: unknown) =>
    callServer<Body>(server, 'POST', url, { token, workspace, body });
  const { created_id: group } = await call<{ created_id: number }>('/groups', { name: 'G' });
  const { created_id: project } = await call<{ created_id: number }>('/projects', {
    name: 'P',
    group_id: group,
  });
  const { id: doc } = await call<{ id: number }>(`/projects/${project}/docs`, { parent_path: '' });
  return { token, workspace, project, doc };
}

/** A server process on a fresh data folder, with one signed-up user's empty doc. */
export async function docOnFreshServer(dataDir: string, env: Record<string, string> = {}) {
  const server = await launchServer(dataDir, env);
  await waitUntilHealthy(server);
  const created = await createProjectDoc(server, dataDir, {
    email: 'crash@example.com',
    password: 'survives a crash',
  });
  return { server, token: created.token, docId: created.doc };
}
