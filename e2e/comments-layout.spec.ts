import type { Locator, Page } from '@playwright/test';
import { boxOf, overlaps } from './boxes';
import { expect } from './fixtures';
import { docEditor as editor, docStatus as status, insertAtEnd } from './docs-fixtures';
import { openAsOwner, test } from './two-editors';

/** A paragraph long enough for several lines, each word told apart from the others. */
const PARAGRAPH = Array.from({ length: 90 }, (_, index) => `step${index + 1}`).join(' ');

/** The last word of the paragraph's first line, and its middle relative to the paragraph. */
function lastWordOfFirstLine(paragraph: Locator) {
  return paragraph.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let firstTop: number | null = null;
    let last: { word: string; position: { x: number; y: number } } | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getBoundingClientRect();
        firstTop ??= rect.top;
        if (rect.top - firstTop > rect.height / 2) return last;
        last = {
          word: match[0],
          position: {
            x: rect.left + rect.width / 2 - box.left,
            y: rect.top + rect.height / 2 - box.top,
          },
        };
      }
    }
    return last;
  });
}

/** What the reader sees of the panel: the docked aside, or the drawer's sheet. */
function panelOf(page: Page): Locator {
  return page.locator('aside#doc-comments-panel, #doc-comments-panel section[role="dialog"]');
}

test.describe('the comments panel beside the doc', () => {
  test('leaves the doc and the commented text in sight and clickable at 1024, 1280 and 1440 px', async ({
    page,
    editors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openAsOwner(page, editors);
    // The main menu and the project's docs panel are open, as they are by default at 1280 px.
    await expect(page.locator('#project-docs-panel')).toBeVisible();

    await insertAtEnd(page, PARAGRAPH);
    await expect(status(page)).toHaveText('Saved');
    const paragraph = editor(page).locator('p', { hasText: 'step1 ' });
    const end = await lastWordOfFirstLine(paragraph);
    expect(end).not.toBeNull();
    const { word, position } = end as NonNullable<typeof end>;
    // The word at the right end of the first line, selected, then commented on.
    await paragraph.dblclick({ position });
    await expect
      .poll(() => page.evaluate(() => window.getSelection()?.toString().trim()))
      .toBe(word);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const box = page.getByRole('textbox', { name: 'Comment' });
    await box.pressSequentially('is this the right step?');
    await box.press('ControlOrMeta+Enter');
    const thread = page.getByTestId('comment-thread');
    await expect(thread).toContainText('is this the right step?');
    await expect(thread).toContainText(word);
    const highlight = editor(page).locator('.comment-highlight');
    await expect(highlight).toHaveText(word);

    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      const at = `at ${viewport.width}x${viewport.height}`;
      const panel = panelOf(page);
      await expect(panel, at).toBeVisible();
      expect((await boxOf(panel)).width, at).toBeGreaterThan(250);
      // Nothing of the doc is under the panel: the commented word, nor the editor at all.
      await expect
        .poll(async () => overlaps(await boxOf(highlight), await boxOf(panel)), { message: at })
        .toBe(false);
      await expect
        .poll(async () => overlaps(await boxOf(editor(page)), await boxOf(panel)), { message: at })
        .toBe(false);
      // The doc takes clicks there: Playwright's click fails when something covers the point.
      await highlight.click({ timeout: 5_000 });
      const lineEnd = await lastWordOfFirstLine(paragraph);
      expect(lineEnd, at).not.toBeNull();
      await paragraph.click({
        position: (lineEnd as NonNullable<typeof lineEnd>).position,
        timeout: 5_000,
      });
      await expect(panel, at).toBeVisible();
    }

    // The pictures of docs/screenshots/comments/: light and dark, a laptop and a phone.
    await page.setViewportSize({ width: 1280, height: 720 });
    await highlight.click();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const viewport of [
        { width: 1280, height: 720 },
        { width: 375, height: 720 },
      ]) {
        await page.setViewportSize(viewport);
        if (viewport.width === 375 && !(await panelOf(page).isVisible())) {
          await page.getByTestId('comments-toggle').click();
        }
        await expect(panelOf(page)).toBeVisible();
        // Once a drawer has slid in.
        await expect(panelOf(page)).toHaveCSS('opacity', '1');
        await page.screenshot({
          path: `docs/screenshots/comments/panel-${viewport.width}-${colorScheme}.png`,
        });
      }
    }

    // The keyboard: Escape closes the panel from inside it, the toggle opens it again.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 720 });
    const toggle = page.getByTestId('comments-toggle');
    if (!(await panelOf(page).isVisible())) await toggle.click();
    await panelOf(page).getByRole('button', { name: 'Close the comments' }).focus();
    await page.keyboard.press('Escape');
    await expect(panelOf(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panelOf(page)).toBeVisible();
    await panelOf(page).getByRole('button', { name: 'Close the comments' }).click();
    await expect(panelOf(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('the docs tree beside the comments', () => {
  test('steps aside at 1280 px while the comments are open, and comes back when they close', async ({
    page,
    editors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsOwner(page, editors);
    const tree = page.locator('#project-docs-panel');
    const showTree = page.getByRole('button', { name: 'Show documentation panel' });
    const hideTree = page.getByRole('button', { name: 'Hide documentation panel' });
    const toggle = page.getByTestId('comments-toggle');
    const panel = panelOf(page);
    // The main menu and the docs tree are open, as they are by default at 1280 px.
    await expect(tree).toBeVisible();
    await expect(hideTree).toHaveAttribute('aria-expanded', 'true');

    await insertAtEnd(page, PARAGRAPH);
    await expect(status(page)).toHaveText('Saved');
    const paragraph = editor(page).locator('p', { hasText: 'step1 ' });
    // The first word, selected and commented on: opening the comments.
    await paragraph.dblclick({ position: { x: 12, y: 10 } });
    await expect
      .poll(() => page.evaluate(() => window.getSelection()?.toString().trim()))
      .toBe('step1');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(panel).toBeVisible();

    /** The doc's text column keeps a reading width, and the panel covers none of the text. */
    const expectRoomyDoc = async (at: string) => {
      await expect
        .poll(async () => (await boxOf(editor(page))).width, { message: `${at}: doc width` })
        .toBeGreaterThanOrEqual(600);
      expect(overlaps(await boxOf(paragraph), await boxOf(panel)), at).toBe(false);
      expect(overlaps(await boxOf(editor(page)), await boxOf(panel)), at).toBe(false);
    };

    // The doc keeps a readable column beside the comments: the tree steps aside.
    await expectRoomyDoc('comments opened by Comment');
    await expect(tree).toBeHidden();
    await expect(showTree).toHaveAttribute('aria-expanded', 'false');
    const box = page.getByRole('textbox', { name: 'Comment' });
    await box.pressSequentially('is this the first step?');
    await box.press('ControlOrMeta+Enter');
    await expect(page.getByTestId('comment-thread')).toContainText('is this the first step?');
    const highlight = editor(page).locator('.comment-highlight');
    await expect(highlight).toHaveText('step1');
    expect(overlaps(await boxOf(highlight), await boxOf(panel))).toBe(false);
    await highlight.click({ timeout: 5_000 });

    // Closing the comments brings the tree back.
    await toggle.click();
    await expect(panel).toBeHidden();
    await expect(tree).toBeVisible();
    await expect(hideTree).toHaveAttribute('aria-expanded', 'true');

    // From the keyboard too: the toggle opens the comments, the tree steps aside.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(tree).toBeHidden();
    await expectRoomyDoc('comments opened by the toggle');

    // The user opens the tree again while the comments are open: both stay beside the doc, which
    // narrows (as in Notion and Outline); neither covers it.
    await showTree.click();
    await expect(tree).toBeVisible();
    await expect(panel).toBeVisible();
    await expect
      .poll(async () => overlaps(await boxOf(editor(page)), await boxOf(panel)))
      .toBe(false);
    expect(overlaps(await boxOf(tree), await boxOf(editor(page)))).toBe(false);
    expect(overlaps(await boxOf(highlight), await boxOf(panel))).toBe(false);
    // The pictures of docs/screenshots/comments/, without the toggle's tooltip.
    await page.mouse.move(640, 790);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: `docs/screenshots/comments/panel-1280-tree-${colorScheme}.png`,
      });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    // Their choice wins: closing the comments leaves the tree as they set it.
    await toggle.click();
    await expect(panel).toBeHidden();
    await expect(tree).toBeVisible();

    // Closed by the user while the comments are open, it stays closed once they close.
    await toggle.click();
    await expect(tree).toBeHidden();
    await showTree.click();
    await expect(tree).toBeVisible();
    await hideTree.click();
    await expect(tree).toBeHidden();
    await toggle.click();
    await expect(panel).toBeHidden();
    await expect(tree).toBeHidden();
    await expect(showTree).toHaveAttribute('aria-expanded', 'false');
  });
});
