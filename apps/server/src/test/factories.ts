import { randomBytes } from 'node:crypto';
import { SIGNIN_FAILED, type AuthToken } from '@hangar/contracts';
import { hashPassword } from '../lib/passwords';
import { insertDoc } from '../modules/docs/docs.repository';
import type { Privacy, Right, WorkspaceRole } from '@hangar/domain';
import { groupTeamTable, insertGroup, type GroupRow } from '../modules/groups/groups.repository';
import {
  insertProject,
  projectTeamTable,
  type ProjectRow,
} from '../modules/projects/projects.repository';
import { insertUser, type UserRow } from '../modules/account/account.repository';
import {
  insertMember,
  insertWorkspace,
  type WorkspaceRow,
} from '../modules/workspaces/workspaces.repository';
import type { TestServer } from './harness';

const DEFAULT_PASSWORD = 'correct horse battery';

export function uniqueEmail(name = 'user'): string {
  return `${name}+${randomBytes(5).toString('hex')}@example.com`;
}

/** A user with an account, straight into the database. */
export async function buildUser(
  server: TestServer,
  values: { email?: string; fullname?: string; password?: string } = {},
): Promise<UserRow & { password: string }> {
  const password = values.password ?? DEFAULT_PASSWORD;
  const user = await insertUser(server.app.services.database.db, {
    email: values.email ?? uniqueEmail(),
    fullname: values.fullname ?? 'Ada Lovelace',
    passwordHash: await hashPassword(password),
  });
  if (!user) throw new Error('buildUser: that address already has an account');
  return { ...user, password };
}

export interface SignedIn {
  token: string;
  authToken: AuthToken;
  /** The refresh cookie, as `name=value`, to send back in a Cookie header. */
  refreshCookie: string;
}

export function cookieFrom(headers: Headers): string {
  const setCookie = headers.getSetCookie().find((cookie) => cookie.startsWith('hangar_refresh='));
  if (!setCookie) throw new Error('no refresh cookie was set');
  return setCookie.split(';')[0] ?? '';
}

/** Signs in through POST /api/auth/signin, as the web client does. */
export async function signIn(
  server: TestServer,
  email: string,
  password: string,
): Promise<SignedIn> {
  const response = await server.fetch('/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  const body = (await response.json()) as AuthToken | { detail: string };
  if (response.status !== 200 || !('access_token' in body)) {
    throw new Error(`sign-in failed (${response.status}): ${SIGNIN_FAILED}`);
  }
  return { token: body.access_token, authToken: body, refreshCookie: cookieFrom(response.headers) };
}

/** A user with an account, signed in. */
export async function buildSignedInUser(
  server: TestServer,
  values: Parameters<typeof buildUser>[1] = {},
): Promise<{ user: UserRow & { password: string } } & SignedIn> {
  const user = await buildUser(server, values);
  return { user, ...(await signIn(server, user.email, user.password)) };
}

/** A workspace with its owner, straight into the database. */
export async function buildWorkspace(
  server: TestServer,
  owner: { id: number },
  name = 'Northwind',
): Promise<WorkspaceRow> {
  const workspace = await insertWorkspace(server.app.services.database.db, {
    name,
    sseChannelId: randomBytes(16).toString('hex'),
  });
  await addMember(server, workspace, owner, 'OWNER');
  return workspace;
}

/** Adds a user to a workspace with a role (an accepted member unless `pending`). */
export async function addMember(
  server: TestServer,
  workspace: { id: number },
  user: { id: number },
  role: WorkspaceRole,
  pending = false,
): Promise<void> {
  await insertMember(server.app.services.database.db, {
    workspaceId: workspace.id,
    userId: user.id,
    role,
    pendingInvite: pending,
  });
}

/** Headers of a call made in a workspace by a signed-in user. */
export function inWorkspace(workspace: { id: number }, clientId = 'test-client-01') {
  return { 'x-workspace-id': String(workspace.id), 'x-client-id': clientId };
}

/** A signed-in owner (Olive Owner) of a new workspace, and the headers of a call made in it. */
export async function buildOwnedWorkspace(server: TestServer, name?: string) {
  const owner = await buildSignedInUser(server, { fullname: 'Olive Owner' });
  const workspace = await buildWorkspace(server, owner.user, name);
  return { owner, workspace, headers: inWorkspace(workspace) };
}

/** An owned workspace (`buildOwnedWorkspace`) with one more signed-in person, of `role`. */
export async function buildOwnedWorkspaceWith(
  server: TestServer,
  role: WorkspaceRole,
  name?: string,
) {
  const owned = await buildOwnedWorkspace(server, name);
  const other = await buildSignedInUser(server);
  await addMember(server, owned.workspace, other.user, role);
  return { ...owned, other };
}

type TeamEntry = { user: { id: number }; right: Right };

/** A group of a workspace, with a team, straight into the database. */
export async function buildGroup(
  server: TestServer,
  workspace: { id: number },
  values: { name?: string; privacy?: Privacy; right?: Right; team?: TeamEntry[] } = {},
): Promise<GroupRow> {
  const db = server.app.services.database.db;
  const group = await insertGroup(db, {
    workspaceId: workspace.id,
    name: values.name ?? 'Product',
    privacy: values.privacy ?? 'OPEN',
    right: values.right ?? 'VIEW',
  });
  for (const entry of values.team ?? []) {
    await groupTeamTable.upsert(db, group.id, { userId: entry.user.id, right: entry.right });
  }
  return group;
}

/** A project of a group, with a team, straight into the database. */
export async function buildProject(
  server: TestServer,
  group: GroupRow,
  values: { name?: string; privacy?: Privacy; right?: Right; team?: TeamEntry[] } = {},
): Promise<ProjectRow> {
  const db = server.app.services.database.db;
  const project = await insertProject(db, {
    workspaceId: group.workspaceId,
    groupId: group.id,
    name: values.name ?? 'Spring launch',
    emoji: null,
    privacy: values.privacy ?? 'OPEN',
    right: values.right ?? 'VIEW',
  });
  for (const entry of values.team ?? []) {
    await projectTeamTable.upsert(db, project.id, { userId: entry.user.id, right: entry.right });
  }
  return project;
}

export type SignedInPerson = Awaited<ReturnType<typeof buildSignedInUser>>;

/** `count` docs at the top of a project (Doc 0, Doc 1, ...), straight into the database. */
export async function buildDocs(
  server: TestServer,
  project: ProjectRow,
  creator: { id: number },
  count: number,
): Promise<void> {
  for (let index = 0; index < count; index++) {
    await insertDoc(
      server.app.services.database.db,
      {
        workspaceId: project.workspaceId,
        projectId: project.id,
        position: index,
        name: `Doc ${index}`,
        emoji: null,
        createdBy: creator.id,
      },
      '',
    );
  }
}
