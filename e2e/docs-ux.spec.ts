import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  clickIntoOwnedDoc,
  docEditor,
  docStatus,
  insertAtEnd,
  openOwnedDoc,
  typeAtEnd,
  type OwnedDoc,
} from './docs-fixtures';
import { test } from './project-fixtures';

function slashMenu(page: Page) {
  return page.getByRole('listbox', { name: 'Insert a block' });
}

/**
 * Enter, then the two frames a person's next key comes after at the earliest: a key sent in the
 * same instant (as Playwright does) can land where the caret was drawn before Enter changed the
 * block, one run in eight on this machine.
 */
async function pressEnter(page: Page) {
  await page.keyboard.press('Enter');
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Enter picks the highlighted list; `text` typed in it shows in `item`; Enter twice leaves it. */
async function fillPickedList(page: Page, item: Locator, text: string) {
  await pressEnter(page);
  await page.keyboard.type(text);
  await expect(item).toHaveText(text);
  await pressEnter(page);
  await pressEnter(page);
}

/** The same doc in another browser (its own storage and connection). */
async function otherBrowser(
  browser: Browser,
  doc: OwnedDoc,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await openOwnedDoc(page, doc);
  return { context, page };
}

test.describe('the doc editor, issue 16', () => {
  test('the slash menu filters across spaces, picks with the arrows and Enter, and closes', async ({
    page,
    ownersDoc,
  }) => {
    const editor = await clickIntoOwnedDoc(page, ownersDoc);

    // '/heading 2' then Enter: a heading, not the typed text.
    await page.keyboard.type('/heading 2', { delay: 20 });
    await expect(slashMenu(page).getByRole('option')).toHaveText([/Heading 2/]);
    await pressEnter(page);
    await expect(slashMenu(page)).toBeHidden();
    await page.keyboard.type('Countdown');
    await expect(editor.locator('h2')).toHaveText('Countdown');
    await pressEnter(page);

    // '/bullet list': one list block found across the space.
    await page.keyboard.type('/bullet list', { delay: 20 });
    await expect(slashMenu(page).getByRole('option', { selected: true })).toContainText(
      'Bulleted list',
    );
    await fillPickedList(page, editor.locator('ul:not([data-type]) li'), 'Fuel');

    // '/list': the arrows move the highlight, Enter picks the highlighted one (Task list, third).
    await page.keyboard.type('/list', { delay: 20 });
    const options = slashMenu(page).getByRole('option');
    await expect(options).toHaveText([/Bulleted list/, /Numbered list/, /Task list/]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(slashMenu(page).getByRole('option', { selected: true })).toContainText(
      'Task list',
    );
    await fillPickedList(page, editor.locator('ul[data-type="taskList"] li p'), 'Check the valves');

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
    await pressEnter(page);

    // No match: the menu says so, and closes on the next space; the text stays as typed.
    await page.keyboard.type('/zebra', { delay: 20 });
    await expect(page.getByText('No matching block')).toBeVisible();
    await page.keyboard.type(' crossing', { delay: 20 });
    await expect(page.getByText('No matching block')).toBeHidden();
    await expect(slashMenu(page)).toBeHidden();
    await pressEnter(page);
    await expect(editor.locator('p', { hasText: 'zebra' })).toHaveText('/zebra crossing');

    // A space right after the slash: just a slash in the text, no menu held open.
    await page.keyboard.type('either / or', { delay: 20 });
    await expect(slashMenu(page)).toBeHidden();
    await expect(editor.locator('p', { hasText: 'either' })).toHaveText('either / or');
  });

  test('offline shows within 3 s, counting what is typed, and everything arrives once back', async ({
    page,
    context,
    browser,
    ownersDoc,
  }) => {
    await openOwnedDoc(page, ownersDoc);
    const other = await otherBrowser(browser, ownersDoc);
    await typeAtEnd(page, 'Online words.');
    await expect(docEditor(other.page)).toContainText('Online words.');
    await expect(docStatus(page)).toHaveText('Saved');

    // The network goes; the socket is left as the browser keeps it.
    await context.setOffline(true);
    await typeAtEnd(page, ' Offline words.');
    await expect(docStatus(page)).toHaveAttribute('data-status', 'offline', { timeout: 3_000 });
    await expect(docStatus(page)).toHaveText('Offline · edits kept on this device');
    await expect(docStatus(page)).toHaveAttribute('data-pending', /^[1-9]\d*$/);
    await expect(docEditor(other.page)).not.toContainText('Offline words.');

    await context.setOffline(false);
    await expect(docStatus(page)).toHaveText('Saved', { timeout: 20_000 });
    await expect(docEditor(other.page)).toContainText('Online words. Offline words.');
    await other.context.close();
  });

  test('a connection that stays open but no longer answers shows Offline, then reconnects', async ({
    page,
    browser,
    ownersDoc,
  }) => {
    // The doc's live connection goes through a line the test can cut without closing it.
    let dead = false;
    await page.routeWebSocket(/\/ws\/docs\//, (socket) => {
      if (dead) return; // It opens, and nothing ever answers.
      const server = socket.connectToServer();
      socket.onMessage((message) => {
        if (!dead) server.send(message);
      });
      server.onMessage((message) => {
        if (!dead) socket.send(message);
      });
    });
    await openOwnedDoc(page, ownersDoc);
    const other = await otherBrowser(browser, ownersDoc);

    dead = true;
    await typeAtEnd(page, 'Typed into silence.');
    await expect(docStatus(page)).toHaveAttribute('data-status', 'offline', { timeout: 3_000 });
    await expect(docStatus(page)).toHaveText('Offline · edits kept on this device');
    await expect(docStatus(page)).toHaveAttribute('data-pending', /^[1-9]\d*$/);
    await expect(docStatus(page)).toHaveAccessibleName(/No answer from the live server/);
    // It stays Offline while every new connection is as silent.
    await typeAtEnd(page, ' More.');
    await expect(docStatus(page)).toHaveText('Offline · edits kept on this device');
    await expect(docStatus(page)).toHaveAttribute('data-pending', /^[1-9]\d*$/);
    await expect(docEditor(other.page)).not.toContainText('silence');

    dead = false;
    await expect(docStatus(page)).toHaveText('Saved', { timeout: 20_000 });
    await expect(docEditor(other.page)).toContainText('Typed into silence. More.');
    await other.context.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`a collaborator's name stays whole at the editor's right edge (${viewport.width} px)`, async ({
      page,
      browser,
      ownersDoc,
    }) => {
      await page.setViewportSize(viewport);
      await openOwnedDoc(page, ownersDoc);
      const other = await otherBrowser(browser, ownersDoc, viewport);

      // A paragraph over several lines; the caret goes to the end of its first line (End puts
      // it after the line's last space, drawn at the next line's start: one step back).
      await insertAtEnd(page, 'Countdown checklist for the morning of the launch: '.repeat(4));
      await page.keyboard.press('ControlOrMeta+Home');
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');

      const editor = docEditor(other.page);
      await expect(editor).toContainText('Countdown checklist');
      const label = editor.locator('.collaboration-carets__label');
      await expect(label).toHaveText('Ada Lovelace');
      const caret = editor.locator('.collaboration-carets__caret');
      const area = await editor.boundingBox();
      // The caret is where a label drawn rightwards would pass the edge.
      await expect
        .poll(async () => {
          const at = await caret.boundingBox();
          const size = await label.boundingBox();
          return area && at && size ? area.x + area.width - at.x < size.width : false;
        })
        .toBe(true);
      const box = await label.boundingBox();
      if (!area || !box) throw new Error('The editor or the label is not on screen');
      expect(box.x).toBeGreaterThanOrEqual(area.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width + 1);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // No block that clips what overflows it (a scroll container) cuts it.
      const cutBy = await label.evaluate((element) => {
        const own = element.getBoundingClientRect();
        for (let node = element.parentElement; node; node = node.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(node);
          if (overflowX === 'visible' && overflowY === 'visible') continue;
          const clip = node.getBoundingClientRect();
          if (own.left < clip.left - 1 || own.right > clip.right + 1 || own.top < clip.top - 1) {
            return node.tagName + '.' + node.className;
          }
        }
        return null;
      });
      expect(cutBy).toBeNull();
      await other.context.close();
    });
  }
});
