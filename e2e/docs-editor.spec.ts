import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { docEditor, docStatus, ownersDoc } from './docs-fixtures';
import { signInToWorkspace } from './group-fixtures';

/** Types "/query" and runs the block the menu selects first. */
async function insertBlock(page: Page, query: string, title: string): Promise<void> {
  await page.keyboard.type(`/${query}`, { delay: 20 });
  const menu = page.getByRole('listbox', { name: 'Insert a block' });
  await expect(menu.getByRole('option', { selected: true })).toContainText(title);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
}

test.describe('the doc editor', () => {
  test('the slash menu inserts a heading, a task list and a table; the heading is in the outline', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId, address } = await ownersDoc(request, mailbox);
    await signInToWorkspace(page, owner, workspaceId, address);
    const editor = docEditor(page);
    await expect(docStatus(page)).toHaveAttribute('data-status', 'saved');
    await editor.click();

    await insertBlock(page, 'h2', 'Heading 2');
    await page.keyboard.type('Countdown steps');
    await page.keyboard.press('Enter');
    await insertBlock(page, 'todo', 'Task list');
    await page.keyboard.type('Check the fuel');
    // Enter twice: a new task, then out of the list.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await insertBlock(page, 'table', 'Table');
    await page.keyboard.type('Stage');

    await expect(editor.locator('h2')).toHaveText('Countdown steps');
    const task = editor.locator('ul[data-type="taskList"] li');
    await expect(task.locator('p')).toHaveText('Check the fuel');
    await expect(task.getByRole('checkbox')).not.toBeChecked();
    await expect(editor.locator('table th').first()).toHaveText('Stage');
    await expect(editor.locator('table tr')).toHaveCount(3);
    await expect(editor).not.toContainText('/');

    await page.getByRole('button', { name: 'Document actions' }).click();
    const menu = page.getByTestId('doc-action-menu');
    await expect(menu.getByText('Outline')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Countdown steps' })).toBeVisible();
  });
});
