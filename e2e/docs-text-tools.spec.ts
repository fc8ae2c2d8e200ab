import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { publicDocAddress } from './doc-api-fixtures';
import { docEditor as editor, headers, insertAtEnd, typeAtEnd } from './docs-fixtures';
import { openForBoth, test } from './two-editors';

const SHOTS = 'docs/screenshots/blocks';

/** Selects the last `length` characters typed (the caret at the doc's end). */
async function selectLast(page: Page, length: number): Promise<void> {
  for (let step = 0; step < length; step += 1) await page.keyboard.press('Shift+ArrowLeft');
}

async function pickColour(page: Page, swatch: string): Promise<void> {
  await page.getByTestId('bubble-toolbar').getByRole('button', { name: 'Colour' }).click();
  await page.getByRole('button', { name: swatch, exact: true }).click();
}

test.describe('text tools in a doc', () => {
  test('a word coloured and highlighted from the toolbar: live, after a reload, on the public page', async ({
    page,
    browser,
    request,
    editors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    const { graceContext, grace } = await openForBoth(page, browser, editors);

    await insertAtEnd(page, 'Launch window opens today');
    await selectLast(page, 5);
    await pickColour(page, 'Red text');
    await pickColour(page, 'Yellow highlight');
    const coloured = (where: Page) => editor(where).locator('span[data-text-color="red"]').first();
    const highlighted = (where: Page) => editor(where).locator('mark[data-color="yellow"]').first();
    await expect(coloured(page)).toHaveText('today');
    await expect(highlighted(page)).toHaveText('today');
    // (Ada's caret, with her name, may sit in the word at Grace's.)
    await expect(coloured(grace)).toContainText('today');
    await expect(highlighted(grace)).toContainText('today');
    await graceContext.close();

    // The palette in light, then in dark (screenshots), the popover open on a selected word.
    await insertAtEnd(page, ' and the countdown holds.');
    await selectLast(page, 6);
    await pickColour(page, 'Green highlight');
    await page.keyboard.press('End');
    await selectLast(page, 16);
    await pickColour(page, 'Blue text');
    await page.getByTestId('bubble-toolbar').getByRole('button', { name: 'Colour' }).click();
    await expect(page.getByRole('button', { name: 'Default' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/text-colors-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/text-colors-dark.png` });
    await page.keyboard.press('Escape');
    await page.emulateMedia({ colorScheme: 'light' });

    // What was typed right after the word took its marks, as typing after bold text does.
    await page.reload();
    await expect(coloured(page)).toHaveText(/^today/);
    await expect(highlighted(page)).toHaveText(/^today/);
    await expect(editor(page).locator('mark[data-color="green"]')).toHaveText('holds.');

    // A visitor of the public link sees the colours, and finds words (without Replace).
    const publicAddress = await publicDocAddress(request, editors, 'doc');
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(publicAddress);
    await expect(coloured(visitor)).toHaveCSS('color', 'rgb(212, 76, 71)');
    await expect(highlighted(visitor)).toHaveCSS('background-color', 'rgb(252, 240, 180)');
    await visitor.getByText('Launch window').click();
    await visitor.keyboard.press('ControlOrMeta+f');
    const findBar = visitor.getByTestId('find-bar');
    await findBar.getByRole('textbox', { name: 'Find' }).fill('the');
    await expect(findBar.getByTestId('find-count')).toHaveText('1 of 1');
    await expect(findBar.getByRole('textbox', { name: 'Replace' })).toHaveCount(0);
    await visitor.context().close();
  });

  test('emoji by ":" and by the slash menu; find and replace all across a table and a paragraph', async ({
    page,
    request,
    project,
  }) => {
    const { owner, workspaceId, projectId } = project;
    const cell = (text: string) => ({
      type: 'tableCell',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const created = await request.post(`/api/projects/${projectId}/docs`, {
      headers: headers(owner, workspaceId),
      data: {
        name: 'Pad checklist',
        content: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'The rocket is ready.' }] },
            {
              type: 'table',
              content: [
                { type: 'tableRow', content: [cell('Part'), cell('State')] },
                { type: 'tableRow', content: [cell('Rocket engine'), cell('Fuelled')] },
              ],
            },
            { type: 'paragraph' },
          ],
        },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.setViewportSize({ width: 1280, height: 700 });
    await project.signInToDoc(page, { id });
    await expect(editor(page)).toContainText('The rocket is ready.');

    // ':' and a name lists emoji; Enter puts the first in place of ':rocket'.
    await typeAtEnd(page, 'Go at 10:30 http://example.com :rocke');
    const list = page.getByRole('listbox', { name: 'Insert an emoji' });
    await expect(list.getByRole('option').first()).toContainText('rocket');
    await page.screenshot({ path: `${SHOTS}/emoji-light.png` });
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(0);
    await expect(editor(page)).toContainText('Go at 10:30 http://example.com 🚀');
    await expect(editor(page)).not.toContainText(':rocke');

    // The slash menu's Emoji opens the picker: search, then Enter inserts the first found.
    await page.keyboard.type(' /emoji', { delay: 15 });
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('textbox', { name: 'Search emoji' }).fill('party popper');
    await expect(picker.getByRole('button', { name: 'party popper' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/emoji-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Enter');
    await expect(picker).toHaveCount(0);
    await expect(editor(page)).toContainText('🚀 🎉');

    // Ctrl+F: find, step, replace all across the paragraph and the table.
    await page.keyboard.press('ControlOrMeta+f');
    const findBar = page.getByTestId('find-bar');
    const find = findBar.getByRole('textbox', { name: 'Find' });
    await expect(find).toBeFocused();
    await find.fill('rocket');
    await expect(findBar.getByTestId('find-count')).toHaveText(/of 2$/);
    await expect(editor(page).locator('.doc-find-match')).toHaveText(['rocket', 'Rocket']);
    await findBar.getByRole('button', { name: 'Match case' }).click();
    await expect(findBar.getByTestId('find-count')).toHaveText('1 of 1');
    await findBar.getByRole('button', { name: 'Match case' }).click();
    await find.press('Enter');
    await expect(editor(page).locator('.doc-find-current')).toHaveCount(1);
    await findBar.getByRole('textbox', { name: 'Replace' }).fill('ship');
    await page.screenshot({ path: `${SHOTS}/find-replace-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/find-replace-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await findBar.getByRole('button', { name: 'Replace all' }).click();
    await expect(findBar.getByTestId('find-count')).toHaveText('No results');
    await expect(editor(page)).toContainText('The ship is ready.');
    await expect(editor(page).locator('td').first()).toHaveText('Part');
    await expect(editor(page).locator('table')).toContainText('ship engine');

    // Escape closes it, back in the editor; the replacement is one step to undo.
    await find.press('Escape');
    await expect(findBar).toHaveCount(0);
    await expect(editor(page)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(editor(page)).toContainText('The rocket is ready.');
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(editor(page)).toContainText('The ship is ready.');
    await page.reload();
    await expect(editor(page).locator('table')).toContainText('ship engine');
    await expect(editor(page)).toContainText('🚀 🎉');
  });
});
