import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { docStatus, typeAtEnd } from './docs-fixtures';
import { test } from './project-fixtures';

const SHOTS = 'docs/screenshots/docs';

const topBar = (page: Page) => page.getByRole('banner');
const trail = (page: Page) => topBar(page).getByRole('navigation', { name: 'Breadcrumb' });

/** The breadcrumb as shown: its links, then the current page's title (not a link). */
function shownCrumbs(page: Page): Locator {
  return topBar(page).locator('nav[aria-label="Breadcrumb"] a:visible, h1:visible');
}

/** Light and dark screenshots of the page as it is now. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('the breadcrumb of nested pages', () => {
  test('shows the project and every parent as links, the middle ones in a … menu on a phone', async ({
    page,
    project,
  }) => {
    const plans = await project.doc('Mission plans');
    const launch = await project.doc('Launch', plans);
    const stages = await project.doc('Stages', launch);
    const checklist = await project.doc('Engine checklist', stages);

    await page.setViewportSize({ width: 1280, height: 800 });
    await project.signInToDoc(page, checklist);
    await expect(shownCrumbs(page)).toHaveText([
      'Apollo',
      'Mission plans',
      'Launch',
      'Stages',
      'Engine checklist',
    ]);
    // The current page is last and is no link.
    await expect(trail(page).getByRole('link', { name: 'Engine checklist' })).toHaveCount(0);
    await expect(topBar(page).getByRole('heading', { level: 1 })).toHaveText('Engine checklist');
    await screenshots(page, 'breadcrumb-1280');

    // A parent opens on a click, and from the keyboard.
    await trail(page).getByRole('link', { name: 'Stages' }).click();
    await expect(page).toHaveURL(project.docAddress(stages));
    await expect(shownCrumbs(page)).toHaveText(['Apollo', 'Mission plans', 'Launch', 'Stages']);
    await trail(page).getByRole('link', { name: 'Mission plans' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(project.docAddress(plans));
    await expect(shownCrumbs(page)).toHaveText(['Apollo', 'Mission plans']);

    // On a phone: the project, '…' holding the parents above the nearest one, the nearest one;
    // the page's own title is the one in the page. One line, nothing past the screen's edge.
    await page.goto(project.docAddress(checklist));
    await page.setViewportSize({ width: 375, height: 800 });
    // (The page's title stays in the bar for screen readers only: the links are what shows.)
    await expect(trail(page).locator('a:visible')).toHaveText(['Apollo', 'Stages']);
    const more = trail(page).getByRole('button', { name: 'More parent pages' });
    await expect(more).toBeVisible();
    const layout = await topBar(page).evaluate((bar) => {
      const box = bar.getBoundingClientRect();
      const parts = Array.from(bar.querySelectorAll('nav a, nav button, button'))
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => element.getBoundingClientRect());
      return {
        height: box.height,
        pageWidth: document.documentElement.scrollWidth,
        outside: parts.filter(
          (part) => part.left < 0 || part.right > window.innerWidth || part.bottom > box.bottom,
        ).length,
        // The links and the menu's button sit on one line: their middles within a few pixels.
        middles: Array.from(bar.querySelectorAll('nav a, nav button'))
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => {
            const part = element.getBoundingClientRect();
            return part.top + part.height / 2;
          }),
      };
    });
    expect(layout.height).toBeLessThanOrEqual(65);
    expect(layout.pageWidth).toBe(375);
    expect(layout.outside).toBe(0);
    expect(Math.max(...layout.middles) - Math.min(...layout.middles)).toBeLessThan(6);
    await screenshots(page, 'breadcrumb-375');

    await more.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Mission plans', 'Launch']);
    await screenshots(page, 'breadcrumb-375-menu');
    await menu.getByRole('menuitem', { name: 'Launch' }).click();
    await expect(page).toHaveURL(project.docAddress(launch));
    await expect(trail(page).locator('a:visible')).toHaveText(['Apollo', 'Mission plans']);
  });

  test('the save badge says in words that offline edits are kept, without a count', async ({
    page,
    project,
  }) => {
    const doc = await project.doc('Countdown');
    await page.setViewportSize({ width: 375, height: 800 });
    await project.signInToDoc(page, doc);
    await typeAtEnd(page, 'T minus ten.');
    await expect(docStatus(page)).toHaveText('Saved');
    await page.context().setOffline(true);
    await typeAtEnd(page, ' Nine.');
    await expect(docStatus(page)).toHaveAttribute('data-status', 'offline');
    await expect(docStatus(page)).toHaveText('Offline · edits kept on this device');
    await screenshots(page, 'save-badge-offline-375');
    await page.context().setOffline(false);
  });
});
