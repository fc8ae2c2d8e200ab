import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInThroughPage, type Mailbox, type TestUser } from './fixtures';
import {
  createdThroughApi,
  headers,
  memberOf,
  ownerWithWorkspace,
  type ApiUser,
  type InvitableRole,
} from './workspace-fixtures';

/** What the workspace's team call answers about each person. */
interface TeamRow {
  user: { id: number; email: string };
}

/** A group made through the API by `user` (who joins its team with EDIT). */
export async function groupThroughApi(
  request: APIRequestContext,
  user: ApiUser,
  workspaceId: number,
  name: string,
): Promise<number> {
  return createdThroughApi(request, user, workspaceId, '/groups', { name });
}

/** A project of `groupId` made through the API (open to the workspace's members unless said). */
export async function projectThroughApi(
  request: APIRequestContext,
  user: ApiUser,
  workspaceId: number,
  groupId: number,
  name: string,
  { emoji = '🚀', privacy = 'OPEN' }: { emoji?: string; privacy?: 'OPEN' | 'PRIVATE' } = {},
): Promise<number> {
  return createdThroughApi(request, user, workspaceId, '/projects', {
    name,
    group_id: groupId,
    emoji,
    privacy,
  });
}

/** The status of `GET /api/projects/{id}` for `user`: 404 while they cannot see it. */
export async function projectStatusFor(
  request: APIRequestContext,
  user: ApiUser,
  workspaceId: number,
  projectId: number,
): Promise<number> {
  const response = await request.get(`/api/projects/${projectId}`, {
    headers: headers(user, workspaceId),
  });
  return response.status();
}

/** The user id of a workspace member, from the workspace's team. */
export async function memberIdOf(
  request: APIRequestContext,
  user: ApiUser,
  workspaceId: number,
  email: string,
): Promise<number> {
  const team = await request.get('/api/workspaces/c/team', { headers: headers(user, workspaceId) });
  const row = ((await team.json()) as TeamRow[]).find((entry) => entry.user.email === email);
  if (!row) throw new Error(`${email} is not in workspace ${workspaceId}`);
  return row.user.id;
}

/**
 * Signs in through the page and waits to land on the workspace (a `goto` sent before the
 * sign-in finished would meet the sign-in page again), then opens `path` if given.
 */
export async function signInToWorkspace(
  page: Page,
  user: TestUser,
  workspaceId: number,
  path?: string,
): Promise<void> {
  await signInThroughPage(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
  if (path) await page.goto(path);
}

/**
 * A new owner of a new workspace named `workspaceName` (through the API), signed in through the
 * page, then on the workspace's `subpage` (such as '/group') when given.
 */
export async function signedInOwner(
  page: Page,
  request: APIRequestContext,
  mailbox: Mailbox,
  workspaceName: string,
  subpage?: string,
): Promise<{ owner: ApiUser; workspaceId: number }> {
  const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, workspaceName);
  const path = subpage === undefined ? undefined : `/workspace/${workspaceId}${subpage}`;
  await signInToWorkspace(page, owner, workspaceId, path);
  return { owner, workspaceId };
}

/**
 * A new person (`fullname`, Grace Hopper by default) who joined the project's workspace with
 * `role`, then its team with `right`, all through the API.
 */
export async function projectMemberOf(
  request: APIRequestContext,
  mailbox: Mailbox,
  { owner, workspaceId, projectId }: { owner: ApiUser; workspaceId: number; projectId: number },
  role: InvitableRole,
  right: 'VIEW' | 'EDIT',
  fullname = 'Grace Hopper',
): Promise<TestUser> {
  const member = await memberOf(request, mailbox, owner, workspaceId, role, fullname);
  const memberId = await memberIdOf(request, owner, workspaceId, member.email);
  const added = await request.post(`/api/projects/${projectId}/team`, {
    headers: headers(owner, workspaceId),
    data: { invites: [{ user_id: memberId, right }] },
  });
  expect(added.status()).toBe(201);
  return member;
}
