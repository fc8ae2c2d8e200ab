import { expect, test } from './fixtures';
import { docEditor as editor, docStatus as status, typeAtEnd } from './docs-fixtures';
import { openAs, twoEditors } from './two-editors';

test.describe('page history', () => {
  test('two people edit, open the history, compare, restore, and both see the restored text', async ({
    page,
    browser,
    request,
    mailbox,
  }) => {
    const { owner, member, workspaceId, projectId, address } = await twoEditors(request, mailbox);
    await openAs(page, owner, workspaceId, address);
    const graceContext = await browser.newContext();
    const grace = await graceContext.newPage();
    await openAs(grace, member, workspaceId, address);

    await typeAtEnd(page, 'Countdown at dawn.');
    await expect(editor(grace)).toContainText('Countdown at dawn.');
    await expect(status(page)).toHaveText('Saved');
    // The test server keeps a version once edits pause for 1.2 s (playwright.config.ts).
    await page.waitForTimeout(2500);
    await typeAtEnd(grace, ' Bad paste everywhere.');
    await expect(editor(page)).toContainText('Countdown at dawn. Bad paste everywhere.');
    await expect(status(grace)).toHaveText('Saved');
    await grace.waitForTimeout(2500);

    await page.getByRole('button', { name: 'Document actions' }).click();
    await page.getByRole('menuitem', { name: 'Page history' }).click();
    const history = page.getByRole('dialog', { name: 'Page history' });
    const versions = history.getByRole('navigation', { name: 'Versions' }).getByRole('button');
    await expect(versions).toHaveCount(2);
    // The newest first: Grace's paste, shown as added since Ada's version.
    await expect(versions.first()).toContainText('Grace Hopper');
    await expect(versions.last()).toContainText('Ada Lovelace');
    const compare = history.getByTestId('version-compare');
    await expect(compare.locator('ins')).toContainText('Bad paste everywhere.');
    await page.screenshot({ path: 'docs/screenshots/page-history.png' });

    await versions.last().click();
    await expect(compare.locator('ins')).toContainText('Countdown at dawn.');
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await page
      .getByRole('dialog', { name: 'Restore this version?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByText('Version restored')).toBeVisible();

    for (const person of [page, grace]) {
      await expect(editor(person)).toContainText('Countdown at dawn.');
      await expect(editor(person)).not.toContainText('Bad paste');
    }
    await expect(status(page)).toHaveText('Saved');

    // The restore is itself a version, so the paste can come back.
    await page.getByRole('button', { name: 'Document actions' }).click();
    await page.getByRole('menuitem', { name: 'Page history' }).click();
    await expect(versions).toHaveCount(3);
    await expect(versions.first()).toContainText('Restored the version of');
    await page.keyboard.press('Escape');

    // The project's Logs & Activity page tells who edited the doc, and can hide it.
    await grace.goto(`/workspace/${workspaceId}/project/${projectId}/logs`);
    const edits = grace.getByTestId('doc-activity');
    await expect(edits.first()).toContainText('Ada Lovelace edited Launch plan');
    await expect(edits).toHaveCount(3);
    const shown = grace.getByRole('switch', { name: 'Doc activity' });
    // The switch follows the address (?activity=hidden), so it turns once the address changed.
    await shown.click({ force: true });
    await expect(shown).not.toBeChecked();
    await expect(edits).toHaveCount(0);
    await graceContext.close();
  });
});
