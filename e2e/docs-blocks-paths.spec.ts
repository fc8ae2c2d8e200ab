import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  clickIntoOwnedDoc,
  commentBoxOnLastWord,
  docEditor as editor,
  docStatus as status,
  insertBlock,
  insertBlockWithText,
  insertToggle,
} from './docs-fixtures';
import { openForBoth, test } from './two-editors';

/**
 * The blocks of issue 39 on the paths their own specs do not walk: written offline, told in the
 * page history, commented on from inside, and made by pasting a link.
 */

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIDEO_FRAME = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

/** Pastes `text` as plain text where the doc has the caret, as Ctrl+V of a copied link does. */
async function pasteText(page: Page, text: string): Promise<void> {
  await expect(editor(page)).toBeFocused();
  await editor(page).evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Writes the LaTeX of the block formula whose popover is open, and closes it. */
async function writeFormula(page: Page, latex: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Block formula (LaTeX)' });
  await field.fill(latex);
  await field.press('ControlOrMeta+Enter');
  await expect(field).toBeHidden();
}

/** Opens a toggle of the doc (toggles are closed when a doc opens) and shows its content. */
async function openToggle(page: Page, summary: string): Promise<Locator> {
  const toggle = editor(page).locator('[data-type="details"]', { hasText: summary });
  await toggle.getByRole('button', { name: 'Open the toggle' }).click();
  return toggle.locator('[data-type="detailsContent"]');
}

/**
 * Opens the page history until its newest version, shown first, holds `text`: the test server
 * keeps a version once edits pause for 1.2 s (playwright.config.ts), and the list is read as the
 * dialog opens.
 */
async function historyShowing(page: Page, text: string): Promise<Locator> {
  const history = page.getByRole('dialog', { name: 'Page history' });
  await expect(async () => {
    if (await history.isVisible()) {
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();
    }
    await page.getByRole('button', { name: 'Document actions' }).click();
    await page.getByRole('menuitem', { name: 'Page history' }).click();
    await expect(history.getByTestId('version-compare')).toContainText(text, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  return history;
}

/** Selects the last `word` of a line with the keyboard and comments on it from the toolbar. */
async function commentOnLastWord(
  page: Page,
  line: Locator,
  word: string,
  comment: string,
): Promise<void> {
  // A click at the line's start, on its text: the comments panel may cover the right of the page.
  const shown = await line.boundingBox();
  if (!shown) throw new Error('The line is not on screen');
  await line.click({ position: { x: 4, y: shown.height / 2 } });
  const box = await commentBoxOnLastWord(page, word);
  await box.pressSequentially(comment);
  await box.press('ControlOrMeta+Enter');
  await expect(page.getByTestId('comment-thread').filter({ hasText: comment })).toContainText(word);
}

/**
 * The four blocks written offline, drawn where `page` shows the doc (its toggle opened here).
 * Contains: the other person's caret may stand in them, with its name.
 */
async function expectOfflineBlocks(page: Page): Promise<void> {
  const doc = editor(page);
  await expect(doc.locator('.callout[data-kind="warning"]')).toContainText('Fuel check pending');
  await expect(doc.locator('[data-type="details"] summary')).toContainText('Abort criteria');
  await expect(await openToggle(page, 'Abort criteria')).toContainText('Wind above 20 knots');
  await expect(doc.locator('.code-block')).toHaveAttribute('data-language', 'typescript');
  await expect(doc.locator('pre code')).toContainText('const thrust: number = 42;');
  await expect(doc.locator('pre code .hljs-keyword').first()).toHaveText('const');
  await expect(doc.locator('.math-block')).toHaveAttribute('data-latex', 'x^2 + y^2 = r^2');
  await expect(doc.locator('.math-block .katex-display')).toBeVisible();
}

test.describe('new blocks on the other paths', () => {
  test('written offline, they are kept, sent once back online, seen by another and kept after a reload', async ({
    page,
    context,
    browser,
    editors,
  }) => {
    test.slow();
    const { graceContext, grace } = await openForBoth(page, browser, editors);

    await context.setOffline(true);
    await expect(status(page)).toHaveAttribute('data-status', 'offline');
    await editor(page).click();
    await insertBlockWithText(
      page,
      ['warning callout', 'Warning callout'],
      'Fuel check pending',
      2,
    );
    await insertToggle(page, 'Abort criteria', 'Wind above 20 knots');
    await insertBlockWithText(page, ['code block', 'Code block'], 'const thrust: number = 42;', 3);
    await insertBlock(page, 'math', 'Math formula');
    await writeFormula(page, 'x^2 + y^2 = r^2');
    // The code's language, from its picker.
    await editor(page).getByRole('button', { name: 'Code language: Plain text' }).click();
    await editor(page).getByLabel('Code language', { exact: true }).fill('TypeScript');
    await page.getByRole('option', { name: 'TypeScript', exact: true }).click();
    await expect(
      editor(page).getByRole('button', { name: 'Code language: TypeScript' }),
    ).toBeVisible();

    // Still offline: each block is on the page, kept in this browser, waiting to be sent.
    await expect(status(page)).toHaveAttribute('data-status', 'offline');
    await expect(status(page)).toHaveText('Offline · edits kept on this device');
    await expect(status(page)).toHaveAttribute('data-pending', /^[1-9]\d*$/);
    const doc = editor(page);
    await expect(doc.locator('.callout[data-kind="warning"]')).toContainText('Fuel check pending');
    await expect(doc.locator('[data-type="detailsContent"]')).toContainText('Wind above 20 knots');
    await expect(doc.locator('.code-block')).toHaveAttribute('data-language', 'typescript');
    await expect(doc.locator('pre code')).toHaveText('const thrust: number = 42;');
    await expect(doc.locator('.math-block')).toHaveAttribute('data-latex', 'x^2 + y^2 = r^2');
    await expect(editor(grace)).not.toContainText('Fuel check pending');

    // Back online: everything is sent and saved, and Grace sees the four blocks.
    await context.setOffline(false);
    await expect(status(page)).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
    await expect(status(page)).toHaveText('Saved');
    await expectOfflineBlocks(grace);
    // Back online, the writer's own page draws the formula and highlights the code too.
    await expect(doc.locator('.math-block .katex-display')).toBeVisible();
    await expect(doc.locator('pre code .hljs-keyword').first()).toHaveText('const');

    // Kept by the server: a reload finds them all.
    await page.reload();
    await expect(status(page)).toHaveAttribute('data-status', 'saved');
    await expectOfflineBlocks(page);
    await graceContext.close();
  });

  test('the page history tells a block formula and an embed in words, and shows the formula changed', async ({
    page,
    ownersDoc,
  }) => {
    test.slow();
    // A video pasted on the empty line, then a formula on the line below it.
    await clickIntoOwnedDoc(page, ownersDoc);
    await pasteText(page, VIDEO);
    await expect(editor(page).locator('.embed-block iframe')).toHaveAttribute('src', VIDEO_FRAME);
    await insertBlock(page, 'math', 'Math formula');
    await writeFormula(page, '\\frac{a}{b}');
    await expect(status(page)).toHaveText('Saved');

    // Its version tells both in words.
    let history = await historyShowing(page, '$$\\frac{a}{b}$$');
    let compare = history.getByTestId('version-compare');
    await expect(compare.getByText(`Embed: ${VIDEO}`, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // A later version changes the formula.
    await editor(page).getByRole('button', { name: 'Formula \\frac{a}{b}: edit' }).click();
    await writeFormula(page, '\\sqrt{a}');
    await expect(editor(page).locator('.math-block')).toHaveAttribute('data-latex', '\\sqrt{a}');
    await expect(status(page)).toHaveText('Saved');

    // The newest version, compared with the one before: the formula's words removed and added,
    // the embed unchanged.
    history = await historyShowing(page, 'sqrt');
    compare = history.getByTestId('version-compare');
    const formula = compare.locator('[data-change="same"]').filter({ has: page.locator('del') });
    await expect(formula.locator('del')).toHaveText(['frac', '{b}']);
    await expect(formula.locator('ins')).toHaveText(['sqrt']);
    await expect(formula).toHaveText('$$\\fracsqrt{a}{b}$$');
    await expect(compare.getByText(`Embed: ${VIDEO}`, { exact: true })).toHaveAttribute(
      'data-change',
      'same',
    );

    // The version before holds the first formula and the embed.
    const listed = history.getByRole('navigation', { name: 'Versions' }).getByRole('button');
    await listed.nth(1).click();
    await expect(listed.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(compare).toContainText('$$\\frac{a}{b}$$');
    await expect(compare).not.toContainText('sqrt');
    await expect(compare.getByText(`Embed: ${VIDEO}`, { exact: true })).toBeVisible();
  });

  test('comments on words inside a code block, a toggle and a table cell are highlighted there, and kept', async ({
    page,
    ownersDoc,
  }) => {
    test.slow();
    await clickIntoOwnedDoc(page, ownersDoc);
    await insertBlockWithText(page, ['code block', 'Code block'], 'const answer = codeword', 3);
    await insertToggle(page, 'Checklist', 'Hidden toggleword');
    await insertBlock(page, 'table', 'Table');
    // From the first heading cell to the first cell of the second row.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Cell tableword');
    await expect(editor(page).locator('td').first()).toHaveText('Cell tableword');
    await expect(status(page)).toHaveText('Saved');

    const doc = editor(page);
    await commentOnLastWord(page, doc.locator('pre code'), 'codeword', 'Rename the code');
    await commentOnLastWord(
      page,
      doc.locator('[data-type="detailsContent"] p', { hasText: 'Hidden toggleword' }),
      'toggleword',
      'Inside the toggle?',
    );
    await commentOnLastWord(
      page,
      doc.locator('td', { hasText: 'Cell tableword' }),
      'tableword',
      'Check this cell',
    );

    const expectComments = async () => {
      await expect(doc.locator('pre .comment-highlight')).toHaveText('codeword');
      await expect(doc.locator('[data-type="detailsContent"] .comment-highlight')).toHaveText(
        'toggleword',
      );
      await expect(doc.locator('[data-type="detailsContent"] .comment-highlight')).toBeVisible();
      await expect(doc.locator('td .comment-highlight')).toHaveText('tableword');
      const threads = page.getByTestId('comment-thread');
      await expect(threads).toHaveCount(3);
      for (const [comment, quote] of [
        ['Rename the code', 'codeword'],
        ['Inside the toggle?', 'toggleword'],
        ['Check this cell', 'tableword'],
      ] as const) {
        await expect(
          threads
            .filter({ hasText: comment })
            .getByRole('button', { name: `Show in the doc: ${quote}` }),
        ).toHaveText(quote);
      }
    };
    await expectComments();

    // Kept: after a reload, with the toggle opened again and the comments shown.
    await page.reload();
    await expect(status(page)).toHaveAttribute('data-status', 'saved');
    await openToggle(page, 'Checklist');
    await page.getByTestId('comments-toggle').click();
    await expectComments();
  });

  test('a video link pasted on an empty line becomes its embed, live for another; inside a sentence it stays a link', async ({
    page,
    browser,
    editors,
  }) => {
    test.slow();
    const { graceContext, grace } = await openForBoth(page, browser, editors);

    await editor(page).click();
    await pasteText(page, VIDEO);
    for (const person of [page, grace]) {
      const frame = editor(person).getByTitle('YouTube embed');
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute('src', VIDEO_FRAME);
      await expect(editor(person).locator('.embed-block__link')).toHaveText(VIDEO);
    }

    // The caret is on the new line below the embed; there, the link pasted inside a sentence.
    await page.keyboard.type('Watch  tonight.');
    for (let i = 0; i < ' tonight.'.length; i += 1) await page.keyboard.press('ArrowLeft');
    await pasteText(page, VIDEO);
    const sentence = editor(page).locator('p', { hasText: 'Watch' });
    await expect(sentence).toHaveText(`Watch ${VIDEO} tonight.`);
    await expect(sentence.getByRole('link')).toHaveText(VIDEO);
    // Grace sees it too (Ada's caret, with her name, stands in that sentence).
    for (const person of [page, grace]) {
      const link = editor(person).locator('p', { hasText: 'tonight.' }).getByRole('link');
      await expect(link).toContainText(VIDEO);
      await expect(link).toHaveAttribute('href', VIDEO);
      await expect(editor(person).locator('.embed-block')).toHaveCount(1);
    }
    await expect(status(page)).toHaveText('Saved');
    await graceContext.close();
  });
});
