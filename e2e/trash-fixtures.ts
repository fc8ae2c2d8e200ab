import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  commentBoxOnLastWord,
  docAction,
  docStatus,
  insertAtEnd,
  shownTree,
  type ApiDoc,
} from './docs-fixtures';
import type { OwnServer } from './own-server';
import type { OwnersProject } from './project-fixtures';
import { mainMenu, openMainMenu } from './workspace-fixtures';

/** The Handbook's pages, from the top, each inside the one before. */
export const HANDBOOK_PAGES = ['Handbook', 'Onboarding', 'First week', 'Day one'];
/** The Handbook's pages as the tree shows them once all are opened. */
export const HANDBOOK_TREE = ['Handbook', '  Onboarding', '    First week', '      Day one'];

export const DOC_DELETED = 'Document and the pages inside it moved to the trash';
export const LINK_NOT_FOUND = 'This link does not match any shared project or document';
export const COMMENT = 'Read this before your first day';

/** Handbook > Onboarding > First week > Day one, then Notes, through the API: the Handbook. */
export async function handbookThroughApi(project: OwnersProject): Promise<ApiDoc> {
  const handbook = await project.doc('Handbook');
  const onboarding = await project.doc('Onboarding', handbook);
  const firstWeek = await project.doc('First week', onboarding);
  await project.doc('Day one', firstWeek);
  await project.doc('Notes');
  return handbook;
}

/** Opens every page of the Handbook in the tree, down to Day one; Notes follows it. */
export async function openHandbookTree(page: Page): Promise<void> {
  for (const name of HANDBOOK_PAGES.slice(0, -1)) {
    // By its toggle: the shared Handbook's link is named 'Handbook Shared by a public link'.
    const toggle = page.getByTestId('doc-tree-node').getByRole('button', {
      name: new RegExp(`^(Expand|Collapse) ${name}$`),
    });
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-label'))?.startsWith('Expand')) await toggle.click();
  }
  await expect.poll(() => shownTree(page)).toEqual([...HANDBOOK_TREE, 'Notes']);
}

/** No page of the Handbook shows in the tree (Notes stays: the tree is loaded). */
export async function expectNoHandbookInTree(page: Page): Promise<void> {
  await expect.poll(() => shownTree(page)).toEqual(['Notes']);
}

/**
 * Writes "Welcome aboard." at the end of the open doc, selects "aboard." with the keyboard and
 * comments on it from the bubble toolbar; waits for the thread.
 */
export async function commentOnAboard(page: Page): Promise<void> {
  await insertAtEnd(page, 'Welcome aboard.');
  await expect(docStatus(page)).toHaveText('Saved');
  const box = await commentBoxOnLastWord(page, 'aboard.');
  await box.fill(COMMENT);
  await box.press('ControlOrMeta+Enter');
  await expect(page.getByTestId('comment-thread').filter({ hasText: COMMENT })).toBeVisible();
}

/** Opens the comments panel unless it is open already: the thread on "aboard." shows. */
export async function expectCommentThread(page: Page): Promise<void> {
  const toggle = page.getByTestId('comments-toggle');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByTestId('comment-thread').filter({ hasText: COMMENT })).toBeVisible();
}

/** A browser of someone with no account, on `address`. */
export async function visitorOn(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto(address);
  return page;
}

/** Searches the workspace with the search modal (Ctrl K) and closes it. */
export async function searchWorkspace(page: Page, query: string, expected: RegExp | 'none') {
  await page.keyboard.press('Control+k');
  const modal = page.getByRole('dialog', { name: 'Search' });
  await modal.getByRole('combobox', { name: 'Search' }).fill(query);
  if (expected === 'none') await expect(modal.getByText('No results')).toBeVisible();
  else await expect(modal.getByRole('option', { name: expected }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

/** The owner's Flight › Apollo, with the Handbook's four levels and Notes, on a server of its own. */
export async function handbookOnOwnServer(
  server: OwnServer,
  token: string,
  workspaceId: number,
): Promise<{ projectId: number; handbook: ApiDoc }> {
  const call = <Body>(method: string, path: string, body: unknown) =>
    server.api<Body>(method, path, token, body, workspaceId);
  const { created_id: groupId } = await call<{ created_id: number }>('POST', '/groups', {
    name: 'Flight',
  });
  const { created_id: projectId } = await call<{ created_id: number }>('POST', '/projects', {
    name: 'Apollo',
    group_id: groupId,
  });
  const doc = async (name: string, parent?: ApiDoc) => {
    const docs = `/projects/${projectId}/docs`;
    const { id } = await call<ApiDoc>('POST', docs, { parent_path: parent?.path ?? '' });
    return call<ApiDoc>('PUT', `${docs}/${id}`, { name });
  };
  const handbook = await doc('Handbook');
  await doc('Day one', await doc('First week', await doc('Onboarding', handbook)));
  await doc('Notes');
  return { projectId, handbook };
}

/** Deletes the open Handbook from its action menu, confirmed; its toast offers 'Undo'. */
export async function deleteHandbook(page: Page): Promise<void> {
  await docAction(page, 'Delete');
  await page
    .getByRole('dialog', { name: 'Delete Handbook?' })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(page.getByText(DOC_DELETED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
}

/** Opens the trash from the side menu 'Trash'. */
export async function openTrashFromMenu(page: Page, workspaceId: number): Promise<void> {
  await openMainMenu(page);
  await mainMenu(page).getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/trash$`));
  await expect(page).toHaveTitle(/^Trash/);
}

/** The toast after a restore: 'Restored', then its link 'Open'. */
export function restoredToast(page: Page) {
  return page.getByText(/^Restored Open$/);
}

/** Restores the trash's Handbook; the toast 'Restored' opens it. */
export async function restoreHandbookAndOpen(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Restore “Handbook”' }).click();
  const restored = restoredToast(page);
  await expect(restored).toBeVisible();
  await restored.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Page title' })).toHaveValue('Handbook');
}
