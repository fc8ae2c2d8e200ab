import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  docAction,
  docEditor,
  docStatus,
  openOwnedDoc,
  treeNode,
  typeAtEnd,
} from './docs-fixtures';
import { signInToWorkspace } from './group-fixtures';
import { test } from './project-fixtures';

function docMenu(page: Page) {
  return page.getByTestId('doc-action-menu');
}

async function openDoc(page: Page, address: string) {
  await page.goto(address);
  await expect(docStatus(page)).toHaveAttribute('data-status', 'saved');
}

test.describe('the doc menu', () => {
  test('shows 3 actions with More, then all of them with Less', async ({
    page,
    ownersDoc: { owner, workspaceId, address },
  }) => {
    await signInToWorkspace(page, owner, workspaceId, address);

    await page.getByRole('button', { name: 'Document actions' }).click();
    const actions = ['Duplicate', 'Save as template', 'Share', 'Export', 'Archive', 'Lock'];
    const item = (name: string) => docMenu(page).getByRole('menuitem', { name, exact: true });
    for (const name of actions.slice(0, 3)) await expect(item(name)).toBeVisible();
    for (const name of [...actions.slice(3), 'Delete', 'Less'])
      await expect(item(name)).toHaveCount(0);
    await item('More').click();
    for (const name of [...actions, 'Delete', 'Less']) await expect(item(name)).toBeVisible();
    await item('Less').click();
    await expect(item('Export')).toHaveCount(0);
    await expect(item('More')).toBeVisible();
  });

  test('a doc saved as a template fills another doc through “Use a template”', async ({
    page,
    project,
  }) => {
    const checklist = await project.doc('Checklist');
    await project.doc('Friday launch');
    await openOwnedDoc(page, project.ownedDoc(checklist));
    await typeAtEnd(page, 'Fuel, weather, crew.');
    await expect(docStatus(page)).toHaveText('Saved');

    await docAction(page, 'Save as template');
    await page.getByRole('button', { name: 'Document actions' }).click();
    await expect(
      docMenu(page).getByRole('menuitem', { name: 'Remove from templates' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await treeNode(page, 'Friday launch').getByRole('link', { name: 'Friday launch' }).click();
    await expect(page.getByRole('textbox', { name: 'Page title' })).toHaveValue('Friday launch');
    await page.getByRole('button', { name: 'Use a template' }).click();
    const picker = page.getByRole('dialog', { name: 'Use a template' });
    await picker.getByRole('button', { name: /Checklist/ }).click();
    await expect(page.getByText('Template applied')).toBeVisible();
    await expect(picker).toBeHidden();
    await expect(docEditor(page)).toContainText('Fuel, weather, crew.');
    await expect(page.getByRole('button', { name: 'Use a template' })).toHaveCount(0);
  });

  test('exports Markdown and opens the print view in a new tab', async ({ page, ownersDoc }) => {
    await openOwnedDoc(page, ownersDoc);

    await docAction(page, 'Export');
    const download = page.waitForEvent('download');
    await docMenu(page).getByRole('menuitem', { name: 'Markdown (.md)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.md$/);

    await docAction(page, 'Export');
    const popup = page.waitForEvent('popup');
    await docMenu(page).getByRole('menuitem', { name: 'Print or save as PDF' }).click();
    const printTab = await popup;
    await expect(printTab).toHaveURL(new RegExp(`${ownersDoc.address}/print$`));
    await expect(printTab.getByRole('heading', { name: 'Launch plan', level: 1 })).toBeVisible();
  });

  test('a locked doc is read-only for a guest until it is unlocked', async ({
    page,
    browser,
    project,
  }) => {
    const guest = await project.teamMember('GUEST', 'EDIT', 'Gus Guest');
    const flightRules = project.ownedDoc(await project.doc('Flight rules'));
    const { workspaceId, address } = flightRules;

    await openOwnedDoc(page, flightRules);
    await docAction(page, 'Lock');
    await page.getByRole('button', { name: 'Document actions' }).click();
    await docMenu(page).getByRole('menuitem', { name: 'More' }).click();
    await expect(docMenu(page).getByRole('menuitem', { name: 'Unlock' })).toBeVisible();
    await page.keyboard.press('Escape');

    const guestContext = await browser.newContext();
    const guestPage = await guestContext.newPage();
    await signInToWorkspace(guestPage, guest, workspaceId, address);
    await expect(docStatus(guestPage)).toHaveText('Read only');
    await expect(docEditor(guestPage)).toHaveAttribute('contenteditable', 'false');
    // No actions for the guest: the menu holds the outline only.
    await expect(guestPage.getByRole('button', { name: 'Outline' })).toBeVisible();
    await expect(guestPage.getByRole('button', { name: 'Document actions' })).toHaveCount(0);

    await docAction(page, 'Unlock');
    await page.getByRole('button', { name: 'Document actions' }).click();
    await docMenu(page).getByRole('menuitem', { name: 'More' }).click();
    await expect(docMenu(page).getByRole('menuitem', { name: 'Lock' })).toBeVisible();
    await page.keyboard.press('Escape');

    await openDoc(guestPage, address);
    await expect(docEditor(guestPage)).toHaveAttribute('contenteditable', 'true');
    await typeAtEnd(guestPage, 'Guest notes.');
    await expect(docEditor(page)).toContainText('Guest notes.');
    await guestContext.close();
  });
});
