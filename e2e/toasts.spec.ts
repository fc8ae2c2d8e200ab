import type { Locator, Page } from '@playwright/test';
import { boxOf, overlaps, type Box } from './boxes';
import { expect } from './fixtures';
import { test } from './project-fixtures';

/** The box of a toast once it stopped moving (it slides in). */
async function settledBox(toast: Locator): Promise<Box> {
  let last = await boxOf(toast);
  await expect
    .poll(async () => {
      const now = await boxOf(toast);
      const still = JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

/** Where a toast at the bottom right of a 1280x720 screen would lie (about 440x60 px). */
function inBottomRightCorner(box: Box): boolean {
  return (
    box.x + box.width / 2 > 1280 - 200 &&
    box.y + box.height <= 720 &&
    box.y + box.height / 2 > 720 - 60
  );
}

/** What a click at (x, y) would reach: the button there, and the form it belongs to. */
function buttonAt(page: Page, x: number, y: number) {
  return page.evaluate(
    ([px, py]) => {
      const button = document.elementFromPoint(px, py)?.closest('button');
      if (!button) return null;
      return {
        text: button.textContent?.trim(),
        form: button.closest('form')?.getAttribute('aria-label') ?? null,
      };
    },
    [x, y] as const,
  );
}

test.describe('toasts', () => {
  test.use({ workspaceName: 'Toast Place' });

  test("a toast after saving covers neither the form's Save nor the top bar (1280x720, 375 px)", async ({
    page,
    project,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme: 'light' });
    await project.signIn(page, project.address('/settings'));
    const form = page.getByRole('form', { name: 'Project settings' });
    const name = form.getByLabel('Project name');
    const save = form.getByRole('button', { name: 'Save' });
    const saved = page.locator('.mantine-Notification-root').filter({
      hasText: 'Project settings saved',
    });

    // At 1280x720 the form's Save is just below the fold: scrolled down to it, the user finds it
    // in the bottom-right corner of the screen, where toasts used to show (scrolled again while
    // the page settles: it may start again at the top once loaded).
    await name.fill('Apollo II');
    await expect
      .poll(async () => {
        await save.evaluate((button) => {
          button.scrollIntoView({ block: 'end', behavior: 'instant' });
          window.scrollBy({ top: 24, behavior: 'instant' });
        });
        await page.waitForTimeout(300);
        return inBottomRightCorner(await boxOf(save));
      })
      .toBe(true);
    await save.click();

    await expect(saved).toBeVisible();
    const toastBox = await settledBox(saved);
    // The point at the centre of Save is still Save (the form started again, saved), not the toast.
    const saveBox = await boxOf(save);
    expect(inBottomRightCorner(saveBox)).toBe(true);
    const centre = { x: saveBox.x + saveBox.width / 2, y: saveBox.y + saveBox.height / 2 };
    expect(await buttonAt(page, centre.x, centre.y)).toEqual({
      text: 'Save',
      form: 'Project settings',
    });
    expect(overlaps(toastBox, await boxOf(save))).toBe(false);
    await expect(saved).toBeVisible();
    // Under the top bar, none of whose controls it covers, and inside the screen.
    expect(toastBox.y).toBeGreaterThanOrEqual(64);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(1280);
    for (const control of await page
      .getByRole('banner')
      .locator('button:visible, a:visible')
      .all()) {
      expect(overlaps(toastBox, await boxOf(control))).toBe(false);
    }
    await page.screenshot({ path: 'docs/screenshots/forms/toast-after-save-1280-light.png' });

    // The same, dark and on a phone (each a save of its own: the same toast is never stacked).
    let round = 3;
    for (const [width, height, scheme] of [
      [1280, 720, 'dark'],
      [375, 812, 'light'],
      [375, 812, 'dark'],
    ] as const) {
      await expect(saved).toBeHidden();
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await name.fill(`Apollo ${round}`);
      round += 1;
      await save.click();
      await expect(saved).toBeVisible();
      const box = await settledBox(saved);
      expect(box.y).toBeGreaterThanOrEqual(64);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(overlaps(box, await boxOf(save))).toBe(false);
      await page.screenshot({
        path: `docs/screenshots/forms/toast-after-save-${width}-${scheme}.png`,
      });
    }
  });
});
