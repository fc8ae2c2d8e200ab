import { expect } from './fixtures';
import type { Page } from '@playwright/test';
import { versionsOf } from './doc-api-fixtures';
import { docEditor as editor, docStatus as status, insertAtEnd } from './docs-fixtures';
import { openForBoth, test } from './two-editors';

/** Light or dark, once the app shows it (it follows the system's scheme). */
async function emulateScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

async function openHistory(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Document actions' }).click();
  await page.getByRole('menuitem', { name: 'Page history' }).click();
}

test.describe('page history', () => {
  test('two people edit, open the history, compare, restore, and both see the restored text', async ({
    page,
    browser,
    request,
    editors,
  }) => {
    const { workspaceId, projectId } = editors;
    const versions = async () => (await versionsOf(request, editors)).length;
    const { graceContext, grace } = await openForBoth(page, browser, editors);

    // Each edit is one paste: typed keys a slow machine spaced out by more than the pause below
    // would be versions of their own.
    await insertAtEnd(page, 'Countdown at dawn.');
    await expect(editor(grace)).toContainText('Countdown at dawn.');
    await expect(status(page)).toHaveText('Saved');
    // The test server keeps a version once edits pause for 1.2 s (playwright.config.ts).
    await expect.poll(versions, { timeout: 30_000 }).toBe(1);
    await insertAtEnd(grace, ' Bad paste everywhere.');
    await expect(editor(page)).toContainText('Countdown at dawn. Bad paste everywhere.');
    await expect(status(grace)).toHaveText('Saved');
    await expect.poll(versions, { timeout: 30_000 }).toBe(2);

    await openHistory(page);
    const history = page.getByRole('dialog', { name: 'Page history' });
    const listed = history.getByTestId('history-version');
    await expect(listed).toHaveCount(2);
    // The page as it is now comes first, shown by default, and cannot be "restored".
    const current = history.getByTestId('history-current');
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(history.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
    const compare = history.getByTestId('version-compare');
    const comparedWith = history.getByRole('combobox', { name: 'Compared with' });
    await expect(comparedWith).toHaveValue('The latest version');
    await expect(compare).toContainText('Countdown at dawn. Bad paste everywhere.');
    await expect(compare.locator('ins')).toHaveCount(0);
    // Compared with any version: since Ada's, Grace's paste is what was added.
    await comparedWith.click();
    await page.getByRole('option', { name: /Ada Lovelace$/ }).click();
    await expect(compare.locator('ins')).toContainText('Bad paste everywhere.');

    // The pictures, light and dark. Wide: the list beside the page as it is now, compared with
    // Ada's version.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const scheme of ['light', 'dark'] as const) {
      await emulateScheme(page, scheme);
      await expect(comparedWith).toHaveValue(/Ada Lovelace$/);
      await expect(compare.locator('ins')).toContainText('Bad paste everywhere.');
      await page.screenshot({ path: `docs/screenshots/docs/history-1280-${scheme}.png` });
    }
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    // On a phone the history opens full screen: the list first, then the page compared.
    await page.setViewportSize({ width: 375, height: 812 });
    await openHistory(page);
    await expect(listed).toHaveCount(2);
    for (const scheme of ['light', 'dark'] as const) {
      await emulateScheme(page, scheme);
      await expect(current).toBeInViewport();
      await expect(listed.last()).toContainText('Ada Lovelace');
      await page.screenshot({ path: `docs/screenshots/docs/history-375-${scheme}.png` });
    }
    await current.click();
    await expect(history.getByRole('button', { name: 'All versions' })).toBeVisible();
    await comparedWith.click();
    await page.getByRole('option', { name: /Ada Lovelace$/ }).click();
    await expect(compare.locator('ins')).toContainText('Bad paste everywhere.');
    await expect(history.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
    for (const scheme of ['light', 'dark'] as const) {
      await emulateScheme(page, scheme);
      await expect(compare.locator('ins')).toContainText('Bad paste everywhere.');
      await page.screenshot({ path: `docs/screenshots/docs/history-375-compare-${scheme}.png` });
    }
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 720 });
    await emulateScheme(page, 'light');
    await openHistory(page);
    await expect(listed).toHaveCount(2);

    // The newest version first: Grace's paste, shown as added since Ada's version.
    await expect(listed.first()).toContainText('Grace Hopper');
    await expect(listed.last()).toContainText('Ada Lovelace');
    await listed.first().click();
    await expect(compare.locator('ins')).toContainText('Bad paste everywhere.');
    // It is what the page still is: nothing to restore there.
    await expect(history.getByText('The page is as this version left it.')).toBeVisible();
    await expect(history.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
    await page.screenshot({ path: 'docs/screenshots/page-history.png' });

    await listed.last().click();
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
    await openHistory(page);
    await expect(listed).toHaveCount(3);
    await expect(listed.first()).toContainText('Restored the version of');
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
