import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { versionsOf } from './doc-api-fixtures';
import { docEditor as editor, docStatus as status, headers, insertAtEnd } from './docs-fixtures';
import { openAsMember, openAsOwner, test } from './two-editors';

/** Comments on the selected text from the bubble toolbar, and waits for the thread. */
async function commentOnSelection(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Comment' });
  await box.fill(text);
  await box.press('ControlOrMeta+Enter');
  await expect(page.getByTestId('comment-thread').filter({ hasText: text })).toBeVisible();
}

/** The first paragraph's text node and its box, to select from its very start. */
function firstParagraph(page: Page) {
  return editor(page).locator('p').first();
}

/** The open threads, all on the doc's first word, none detached. */
async function expectAllAttached(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('comment-thread')).toHaveCount(count);
  await expect(page.getByTestId('comment-thread').locator('[data-detached]')).toHaveCount(0);
  await expect(page.getByText('Detached', { exact: true })).toHaveCount(0);
  await expect(editor(page).locator('.comment-highlight').first()).toHaveText(/^Zeph/);
}

/** Opens the comments panel unless it is open already. */
async function showComments(page: Page): Promise<void> {
  const toggle = page.getByTestId('comments-toggle');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

test.describe('comments on the first words of a doc', () => {
  test('stay attached however the words were selected: after a reload, after edits by another before them and after a restore that keeps them', async ({
    page,
    browser,
    request,
    editors,
  }) => {
    const { owner, workspaceId, projectId, docId } = editors;
    await openAsOwner(page, editors);
    await insertAtEnd(page, 'Zephyrine valve checklist is ready for the count.');
    await expect(status(page)).toHaveAttribute('data-status', 'saved');
    const paragraph = firstParagraph(page);

    // A selection set from the block's boundary (the paragraph element, offset 0).
    await page.evaluate(() => {
      const p = document.querySelector('[data-testid="doc-editor"] p');
      const text = p?.firstChild;
      if (!p || !text) throw new Error('no first paragraph');
      const range = document.createRange();
      range.setStart(p, 0);
      range.setEnd(text, 'Zephyrine'.length);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    });
    await commentOnSelection(page, 'set from the boundary');

    // Mouse drags: from the first letter's left edge, and from the word back into the margin.
    const word = await paragraph.getByText('Zephyrine').boundingBox();
    const box = await paragraph.boundingBox();
    if (!box || !word) throw new Error('no box');
    const middle = word.y + word.height / 2;
    await page.mouse.move(box.x + 1, middle);
    await page.mouse.down();
    await page.mouse.move(box.x + 45, middle, { steps: 5 });
    await page.mouse.up();
    await commentOnSelection(page, 'dragged from its edge');
    await page.mouse.move(box.x + 60, middle);
    await page.mouse.down();
    await page.mouse.move(box.x - 30, middle, { steps: 5 });
    await page.mouse.up();
    await commentOnSelection(page, 'dragged into the margin');

    // The keyboard, then a double-click on the first word.
    await paragraph.click({ position: { x: 120, y: 5 } });
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ControlOrMeta+ArrowRight');
    await commentOnSelection(page, 'selected with the keyboard');
    await paragraph.getByText('Zephyrine').dblclick({ position: { x: 5, y: 5 } });
    await commentOnSelection(page, 'double-clicked');

    await expect(page.getByText('Detached')).toHaveCount(0);
    await expectAllAttached(page, 5);
    await page.reload();
    await showComments(page);
    await expectAllAttached(page, 5);

    // Grace writes before the first word: the threads keep to it, for both of them.
    const versionCount = async () => (await versionsOf(request, editors)).length;
    const before = await versionCount();
    const { graceContext, grace } = await openAsMember(browser, editors);
    await editor(grace)
      .locator('p')
      .first()
      .click({ position: { x: 2, y: 5 } });
    await grace.keyboard.press('Home');
    await grace.keyboard.insertText('Today: ');
    // (Grace's caret, with her name, sits between the two.)
    await expect(editor(page).locator('p').first()).toContainText(/^Today: /);
    await expectAllAttached(page, 5);
    await showComments(grace);
    await expectAllAttached(grace, 5);
    await graceContext.close();

    // A restore of a version that keeps the sentence keeps the threads on it.
    await expect.poll(versionCount, { timeout: 30_000 }).toBeGreaterThan(before);
    const [withSentence] = await versionsOf(request, editors);
    await page.getByRole('button', { name: 'Close the comments' }).click();
    await insertAtEnd(page, ' Go at noon.');
    await expect(status(page)).toHaveAttribute('data-status', 'saved');
    const restored = await request.post(
      `/api/projects/${projectId}/docs/${docId}/versions/${withSentence!.id}/restore`,
      { headers: headers(owner, workspaceId) },
    );
    expect(restored.status()).toBe(200);
    await expect(editor(page)).not.toContainText('Go at noon.');
    await showComments(page);
    await expect(editor(page).locator('p').first()).toHaveText(
      'Today: Zephyrine valve checklist is ready for the count.',
    );
    await expectAllAttached(page, 5);
    await page.reload();
    await showComments(page);
    await expectAllAttached(page, 5);
  });
});
