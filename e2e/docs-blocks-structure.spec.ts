import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { expectSameMarkdownOnceImported, markdownOf, publicDocAddress } from './doc-api-fixtures';
import {
  commentBoxOnLastWord,
  docEditor as editor,
  docStatus as status,
  headers,
  insertBlock,
  insertBlockWithText,
  insertToggle,
} from './docs-fixtures';
import { openAsGrace, openAsOwner, test } from './two-editors';

/** Every structural block, where `page` shows the doc. */
async function expectEveryBlock(page: Page): Promise<void> {
  const doc = editor(page);
  await expect(doc.locator('.callout[data-kind="warning"]')).toContainText('Mind the calloutword');
  await expect(doc.locator('.callout[data-kind="info"]')).toContainText('Info by shortcut');
  // Contains: another person's caret may stand in them, with its name.
  await expect(doc.locator('[data-type="details"] summary')).toContainText([
    'More details',
    'Shortcut toggle',
  ]);
  await expect(doc.locator('.columns .column')).toContainText(['Left side', 'Right side']);
  // Each block after the other, none inside another.
  await expect(doc.locator(':scope > [data-type="details"]')).toHaveCount(2);
  await expect(doc.locator(':scope > .columns')).toHaveCount(1);
  await expect(doc.getByRole('navigation', { name: 'Contents' })).toContainText('Overview');
  await expect(
    doc.getByRole('navigation', { name: 'Subpages' }).getByRole('link', { name: 'Countdown' }),
  ).toBeVisible();
}

/** Light and dark pictures of each block, for the docs (docs/screenshots/blocks/). */
async function screenshots(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const doc = editor(page);
  const blocks: [string, string][] = [
    ['callout', '.callout[data-kind="warning"]'],
    ['toggle', '[data-type="details"]'],
    ['columns', '.columns'],
    ['table-of-contents', 'nav.table-of-contents'],
    ['subpages', 'nav.subpages'],
  ];
  for (const [name, selector] of blocks) {
    const block = doc.locator(selector).first();
    await block.scrollIntoViewIfNeeded();
    const box = await block.boundingBox();
    if (!box) throw new Error(`${name} has no box`);
    await page.screenshot({
      path: `docs/screenshots/blocks/${name}-${scheme}.png`,
      clip: { x: 0, y: Math.max(0, box.y - 80), width: 1280, height: 400 },
    });
  }
}

test.describe('structural blocks of docs', () => {
  test('callouts, toggles, columns, contents and subpages: typed, live, kept, exported, shared, searched', async ({
    page,
    browser,
    request,
    editors,
    project,
  }) => {
    test.slow();
    const { owner, workspaceId } = editors;
    await project.doc('Countdown', editors.doc);
    await page.setViewportSize({ width: 1280, height: 700 });
    await openAsOwner(page, editors);
    const graceContext: BrowserContext = await browser.newContext({ colorScheme: 'dark' });
    const grace = await graceContext.newPage();
    await grace.setViewportSize({ width: 1280, height: 700 });
    await openAsGrace(grace, editors);

    await editor(page).click();
    await insertBlock(page, 'toc', 'Table of contents');
    await insertBlockWithText(page, ['h2', 'Heading 2'], 'Overview', 1);
    await insertBlockWithText(
      page,
      ['warning callout', 'Warning callout'],
      'Mind the calloutword',
      2,
    );
    await page.keyboard.type(':::info ');
    // The shortcut has made the callout (as a person sees it appear) before its text goes in.
    await expect(editor(page).locator('.callout[data-kind="info"]')).toBeVisible();
    await page.keyboard.type('Info by shortcut');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await insertToggle(page, 'More details', 'Hidden toggleword');
    await page.keyboard.type('>> ');
    // The shortcut has made the second toggle (as a person sees it appear) before its title goes in.
    await expect(editor(page).locator('[data-type="details"] summary')).toHaveCount(2);
    await page.keyboard.type('Shortcut toggle');
    // The toggle is closed: Enter goes on below it.
    await page.keyboard.press('Enter');
    await insertBlock(page, '2 columns', '2 columns');
    await page.keyboard.type('Left side');
    await editor(page).locator('.column').nth(1).click();
    await page.keyboard.type('Right side');
    await page.keyboard.press('ControlOrMeta+End');
    await insertBlock(page, 'subpages', 'Subpages');

    await expectEveryBlock(page);
    // Grace sees them live, and the callout's new emoji.
    await expectEveryBlock(grace);
    await editor(page)
      .getByRole('button', { name: /^Callout emoji ⚠️/ })
      .click();
    await page.getByRole('menuitem', { name: 'Use 🔥' }).click();
    await expect(editor(grace).locator('.callout[data-kind="warning"] .callout-emoji')).toHaveText(
      '🔥',
    );
    await expect(editor(grace).getByText('Hidden toggleword')).toBeHidden();
    await editor(grace).getByRole('button', { name: 'Open the toggle' }).first().click();
    await expect(editor(grace).getByText('Hidden toggleword')).toBeVisible();

    // A comment on words inside the callout.
    await editor(page).getByText('Mind the calloutword').click();
    const box = await commentBoxOnLastWord(page, 'calloutword');
    await box.pressSequentially('what does it mean?');
    await box.press('ControlOrMeta+Enter');
    await expect(page.getByTestId('comment-thread')).toContainText('calloutword');
    await expect(editor(page).locator('.callout .comment-highlight').first()).toBeVisible();
    await expect(status(page)).toHaveAttribute('data-status', 'saved');

    // Kept: after a reload, and the contents go to their heading.
    await page.reload();
    await expectEveryBlock(page);
    await editor(page)
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('button', { name: 'Overview' })
      .click();
    await expect(editor(page).getByRole('heading', { name: 'Overview' })).toBeInViewport();
    await screenshots(page, 'light');
    await screenshots(grace, 'dark');
    // On a phone, the columns stack.
    await grace.setViewportSize({ width: 375, height: 700 });
    const [left, right] = [
      await editor(grace).locator('.column').nth(0).boundingBox(),
      await editor(grace).locator('.column').nth(1).boundingBox(),
    ];
    expect(right!.y).toBeGreaterThan(left!.y + left!.height - 1);
    expect(right!.width).toBeGreaterThan(250);
    await grace.setViewportSize({ width: 1280, height: 700 });

    // Exported then imported: the same Markdown again.
    const markdown = await markdownOf(request, editors);
    expect(markdown).toContain('> [!WARNING] 🔥\n> Mind the calloutword');
    expect(markdown).toContain('<details><summary>More details</summary>\n\nHidden toggleword');
    await expectSameMarkdownOnceImported(request, editors, markdown);

    // Search finds the callout's words.
    const search = await request.get('/api/search/full-text?q=calloutword', {
      headers: headers(owner, workspaceId),
    });
    expect(
      ((await search.json()) as { results: { title: string }[] }).results.map(
        (found) => found.title,
      ),
    ).toContain('Launch plan');

    // The public share page shows them.
    const publicAddress = await publicDocAddress(request, editors, 'project');
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(publicAddress);
    await expect(editor(visitor)).toContainText('Mind the calloutword');
    await visitor.screenshot({ path: 'docs/screenshots/blocks/public-light.png' });
    await expectEveryBlock(visitor);
    await expect(editor(visitor).getByRole('button', { name: /^Callout emoji/ })).toHaveCount(0);
    await visitorContext.close();
    await graceContext.close();
  });
});
