import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newUser, type Mailbox } from './fixtures';
import {
  docAddress,
  docEditor as editor,
  docStatus as status,
  docThroughApi,
  ownerWithProject,
} from './docs-fixtures';
import { memberIdOf, signInToWorkspace } from './group-fixtures';
import { memberOf, type ApiUser } from './workspace-fixtures';

/** An owner and a member who both edit the project's 'Launch plan'. */
export async function twoEditors(request: APIRequestContext, mailbox: Mailbox) {
  const { owner, workspaceId, projectId } = await ownerWithProject(request, mailbox);
  const member = await memberOf(
    request,
    mailbox,
    owner,
    workspaceId,
    'MEMBER',
    newUser('Grace Hopper'),
  );
  const memberId = await memberIdOf(request, owner, workspaceId, member.email);
  const added = await request.post(`/api/projects/${projectId}/team`, {
    headers: { Authorization: `Bearer ${owner.token}`, 'X-Workspace-Id': String(workspaceId) },
    data: { invites: [{ user_id: memberId, right: 'EDIT' }] },
  });
  expect(added.status()).toBe(201);
  const doc = await docThroughApi(request, owner, workspaceId, projectId, 'Launch plan');
  return {
    owner,
    member,
    workspaceId,
    projectId,
    docId: doc.id,
    address: docAddress(workspaceId, projectId, doc.id),
  };
}

/** Signs in and opens the doc, once its editor shows it saved. */
export async function openAs(
  page: Page,
  user: ApiUser | { email: string; password: string; fullname: string },
  workspaceId: number,
  address: string,
) {
  await signInToWorkspace(page, user, workspaceId, address);
  await expect(editor(page)).toBeVisible();
  await expect(status(page)).toHaveAttribute('data-status', 'saved');
}
