import { expect } from './fixtures';
import { clickIntoOwnedDoc, insertBlock, insertBlockWithText } from './docs-fixtures';
import { test } from './project-fixtures';

test.describe('the doc editor', () => {
  test('the slash menu inserts a heading, a task list and a table; the heading is in the outline', async ({
    page,
    ownersDoc,
  }) => {
    const editor = await clickIntoOwnedDoc(page, ownersDoc);

    await insertBlockWithText(page, ['h2', 'Heading 2'], 'Countdown steps', 1);
    await insertBlockWithText(page, ['todo', 'Task list'], 'Check the fuel', 2);
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
