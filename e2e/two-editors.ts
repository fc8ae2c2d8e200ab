import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, type Mailbox } from './fixtures';
import {
  docAddress,
  docEditor as editor,
  docStatus as status,
  docThroughApi,
  insertAtEnd,
  ownerWithProject,
} from './docs-fixtures';
import { projectMemberOf, signInToWorkspace } from './group-fixtures';
import type { ApiUser } from './workspace-fixtures';

/** An owner and a member who both edit the project's 'Launch plan'. */
export async function twoEditors(request: APIRequestContext, mailbox: Mailbox) {
  const project = await ownerWithProject(request, mailbox);
  const { owner, workspaceId, projectId } = project;
  const member = await projectMemberOf(request, mailbox, project, 'MEMBER', 'EDIT');
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

/** Opens the doc for `member` (Grace) in a browser context of her own, once it shows it saved. */
export async function openAsMember(
  browser: Browser,
  member: ApiUser | { email: string; password: string; fullname: string },
  workspaceId: number,
  address: string,
) {
  const graceContext = await browser.newContext();
  const grace = await graceContext.newPage();
  await openAs(grace, member, workspaceId, address);
  return { graceContext, grace };
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

/**
 * Writes "Countdown at dawn." at the end of the open doc, selects "dawn." with the keyboard and
 * comments on it from the bubble toolbar, mentioning Grace: "@Grace Hopper can we launch later?".
 */
export async function commentMentioningGrace(page: Page) {
  await insertAtEnd(page, 'Countdown at dawn.');
  await expect(status(page)).toHaveText('Saved');
  await page.keyboard.press('End');
  for (let i = 0; i < 'dawn.'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Comment' });
  await box.pressSequentially('@Gra');
  await page.getByRole('option', { name: /Grace Hopper/ }).click();
  await box.pressSequentially('can we launch later?');
  await box.press('ControlOrMeta+Enter');
}
