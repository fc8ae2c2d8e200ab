import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newUser, signUpThroughApi, type Mailbox, type TestUser } from './fixtures';

export type InvitableRole = 'ADMIN' | 'MEMBER' | 'GUEST';

/** The subject of an invitation e-mail. */
export const INVITATION_SUBJECT = /invited you to/;

/** A user signed in through the API: calls carry their bearer token. */
export interface ApiUser extends TestUser {
  token: string;
}

/** Signs in through the API (its own cookies: the browser stays anonymous). */
export async function signInThroughApi(
  request: APIRequestContext,
  user: TestUser,
): Promise<ApiUser> {
  const response = await request.post('/api/auth/signin', {
    form: { username: user.email, password: user.password },
  });
  expect(response.status()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { ...user, token };
}

/** The headers of an API call by `user`, in the workspace when one is given. */
export function headers(user: ApiUser, workspaceId?: number): Record<string, string> {
  return {
    Authorization: `Bearer ${user.token}`,
    ...(workspaceId === undefined ? {} : { 'X-Workspace-Id': String(workspaceId) }),
  };
}

/** POSTs `data` to the API's `path` as `user` (in the workspace, if given); the created id. */
export async function createdThroughApi(
  request: APIRequestContext,
  user: ApiUser,
  workspaceId: number | undefined,
  path: string,
  data: Record<string, unknown>,
): Promise<number> {
  const created = await request.post(`/api${path}`, { headers: headers(user, workspaceId), data });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { created_id: number }).created_id;
}

/** A new account that owns a new workspace, made through the API. */
export async function ownerWithWorkspace(
  request: APIRequestContext,
  mailbox: Mailbox,
  workspaceName: string,
  user: TestUser = newUser('Ada Lovelace'),
): Promise<{ owner: ApiUser; workspaceId: number }> {
  const owner = await signInThroughApi(request, await signUpThroughApi(request, mailbox, user));
  const workspaceId = await createdThroughApi(request, owner, undefined, '/workspaces', {
    name: workspaceName,
  });
  return { owner, workspaceId };
}

/** Invites `email` with `role` through the API; returns the link of the invitation e-mail. */
export async function inviteThroughApi(
  request: APIRequestContext,
  mailbox: Mailbox,
  inviter: ApiUser,
  workspaceId: number,
  email: string,
  role: InvitableRole,
): Promise<string> {
  const invited = await request.post('/api/workspaces/c/team', {
    headers: headers(inviter, workspaceId),
    data: { invites: [{ email, role }] },
  });
  expect(invited.status()).toBe(201);
  const mail = await mailbox.waitForMessage(email, INVITATION_SUBJECT);
  return mailbox.linkIn(mail, '/invitation');
}

/**
 * A person with an account who joined the workspace with `role` (invited, then accepted): `user`,
 * or a new user of that full name.
 */
export async function memberOf(
  request: APIRequestContext,
  mailbox: Mailbox,
  owner: ApiUser,
  workspaceId: number,
  role: InvitableRole,
  person: TestUser | string = 'Grace Hopper',
): Promise<TestUser> {
  const user = typeof person === 'string' ? newUser(person) : person;
  await signUpThroughApi(request, mailbox, user);
  const link = await inviteThroughApi(request, mailbox, owner, workspaceId, user.email, role);
  const token = new URL(link).searchParams.get('inviteToken');
  const accepted = await request.post(`/api/workspaces/accept-invite/${token}`);
  expect(accepted.status()).toBe(200);
  return user;
}

/** The main side menu of a signed-in layout. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** On narrow screens the main menu starts closed: open it. */
export async function openMainMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open main menu' });
  if (await toggle.isVisible()) await toggle.click();
}
