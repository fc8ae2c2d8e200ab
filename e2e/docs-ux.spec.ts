import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { docAddress, docEditor, docStatus, docThroughApi, ownerWithProject } from './docs-fixtures';
import { signInToWorkspace } from './group-fixtures';

function slashMenu(page: Page) {
  return page.getByRole('listbox', { name: 'Insert a block' });
}

test.describe('the doc editor, issue 16', () => {
  test('the slash menu filters across spaces, picks with the arrows and Enter, and closes', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId, projectId } = await ownerWithProject(request, mailbox);
    const doc = await docThroughApi(request, owner, workspaceId, projectId, 'Launch plan');
    await signInToWorkspace(page, owner, workspaceId, docAddress(workspaceId, projectId, doc.id));
    const editor = docEditor(page);
    await expect(docStatus(page)).toHaveAttribute('data-status', 'saved');
    await editor.click();

    // '/heading 2' then Enter: a heading, not the typed text.
    await page.keyboard.type('/heading 2', { delay: 20 });
    await expect(slashMenu(page).getByRole('option')).toHaveText([/Heading 2/]);
    await page.keyboard.press('Enter');
    await expect(slashMenu(page)).toBeHidden();
    await page.keyboard.type('Countdown');
    await expect(editor.locator('h2')).toHaveText('Countdown');
    await page.keyboard.press('Enter');

    // '/bullet list': one list block found across the space.
    await page.keyboard.type('/bullet list', { delay: 20 });
    await expect(slashMenu(page).getByRole('option', { selected: true })).toContainText(
      'Bulleted list',
    );
    await page.keyboard.press('Enter');
    await page.keyboard.type('Fuel');
    await expect(editor.locator('ul:not([data-type]) li')).toHaveText('Fuel');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    // '/list': the arrows move the highlight, Enter picks the highlighted one (Task list, third).
    await page.keyboard.type('/list', { delay: 20 });
    const options = slashMenu(page).getByRole('option');
    await expect(options).toHaveText([/Bulleted list/, /Numbered list/, /Task list/]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(slashMenu(page).getByRole('option', { selected: true })).toContainText(
      'Task list',
    );
    await page.keyboard.press('Enter');
    await page.keyboard.type('Check the valves');
    await expect(editor.locator('ul[data-type="taskList"] li p')).toHaveText('Check the valves');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    // '/task list' typed whole also finds it.
    await page.keyboard.type('/task list', { delay: 20 });
    await expect(slashMenu(page).getByRole('option', { selected: true })).toContainText(
      'Task list',
    );
    await page.keyboard.press('Escape');
    await expect(slashMenu(page)).toBeHidden();
    // Escape keeps the text, and the menu stays closed while typing on.
    await page.keyboard.type(' please', { delay: 20 });
    await expect(slashMenu(page)).toBeHidden();
    await expect(editor.locator('p', { hasText: 'please' })).toHaveText('/task list please');
    await page.keyboard.press('Enter');

    // No match: the menu says so, and closes on the next space; the text stays as typed.
    await page.keyboard.type('/zebra', { delay: 20 });
    await expect(page.getByText('No matching block')).toBeVisible();
    await page.keyboard.type(' crossing', { delay: 20 });
    await expect(page.getByText('No matching block')).toBeHidden();
    await expect(slashMenu(page)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(editor.locator('p', { hasText: 'zebra' })).toHaveText('/zebra crossing');

    // A space right after the slash: just a slash in the text, no menu held open.
    await page.keyboard.type('either / or', { delay: 20 });
    await expect(slashMenu(page)).toBeHidden();
    await expect(editor.locator('p', { hasText: 'either' })).toHaveText('either / or');
  });
});
