import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  commentBoxOnLastWord,
  docEditor as editor,
  docStatus as status,
  insertAtEnd,
  type OwnedDoc,
} from './docs-fixtures';
import { test as base, type OwnersProject } from './project-fixtures';
import { signInToWorkspace } from './group-fixtures';
import type { ApiUser } from './workspace-fixtures';

/** An owner and a member who both edit the project's 'Launch plan' (`doc`). */
async function twoEditors(project: OwnersProject) {
  const member = await project.teamMember('MEMBER', 'EDIT');
  const doc = await project.doc('Launch plan');
  const { owner, workspaceId, projectId } = project;
  const address = project.docAddress(doc);
  return { owner, member, workspaceId, projectId, doc, docId: doc.id, address };
}

type TwoEditors = Awaited<ReturnType<typeof twoEditors>>;

/** The tests' `editors`: Ada (the owner) and Grace (a member) who both edit 'Launch plan'. */
export const test = base.extend<{ editors: TwoEditors }>({
  editors: async ({ project }, use) => {
    await use(await twoEditors(project));
  },
});

/** Opens the doc for its owner (Ada) on `page`, once its editor shows it saved. */
export async function openAsOwner(page: Page, { owner, workspaceId, address }: OwnedDoc) {
  await openAs(page, owner, workspaceId, address);
}

/** Opens the doc for the member (Grace) on `page`, once its editor shows it saved. */
export async function openAsGrace(page: Page, { member, workspaceId, address }: TwoEditors) {
  await openAs(page, member, workspaceId, address);
}

/** Opens the doc for the member (Grace) in a browser context of her own, once it shows it saved. */
export async function openAsMember(browser: Browser, editors: TwoEditors) {
  const graceContext = await browser.newContext();
  const grace = await graceContext.newPage();
  await openAsGrace(grace, editors);
  return { graceContext, grace };
}

/** Opens the doc for Ada on `page`, then for Grace in a browser context of her own. */
export async function openForBoth(page: Page, browser: Browser, editors: TwoEditors) {
  await openAsOwner(page, editors);
  return openAsMember(browser, editors);
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
  const box = await commentBoxOnLastWord(page, 'dawn.');
  await box.pressSequentially('@Gra');
  await page.getByRole('option', { name: /Grace Hopper/ }).click();
  await box.pressSequentially('can we launch later?');
  await box.press('ControlOrMeta+Enter');
}
