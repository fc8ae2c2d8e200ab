import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInOwner } from './group-fixtures';
import { mainMenu } from './workspace-fixtures';

/** Whether the focused element is inside `container`. */
function holdsFocus(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** The accessible text of the focused element, to follow where Tab goes. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    return (focused?.getAttribute('aria-label') ?? focused?.textContent ?? '').trim();
  });
}

test('menus and modals work with the keyboard, and focus goes back where it was', async ({
  page,
  request,
  mailbox,
}) => {
  const { workspaceId } = await signedInOwner(page, request, mailbox, 'Keyboard Co', '/group');
  await page.waitForLoadState('networkidle');

  // The first Tab reaches the skip link; going on, Tab enters the main menu at its top, the
  // workspace button, after the few controls of the top bar.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  const visited: string[] = [];
  for (let presses = 0; presses < 8 && !(await holdsFocus(mainMenu(page))); presses += 1) {
    await page.keyboard.press('Tab');
    visited.push(await focusedText(page));
  }
  const workspaceButton = mainMenu(page).getByRole('button', { name: /open the user menu/ });
  await expect(workspaceButton, `Tab went through: ${visited.join(' | ')}`).toBeFocused();

  // Enter opens the user menu; the arrows move through its items; Escape closes it.
  await page.keyboard.press('Enter');
  const userMenu = page.getByRole('menu', { name: 'User menu' });
  await expect(userMenu).toBeVisible();
  const items = userMenu.getByRole('menuitem');
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveText('Profile & security');
  const reportAbuse = userMenu.getByRole('menuitem', { name: 'Report Abuse' });
  for (let presses = 0; presses < 10 && !(await reportAbuse.evaluate(isFocused)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(reportAbuse).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(userMenu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(userMenu).toBeHidden();
  await expect(workspaceButton).toBeFocused();

  // A confirm modal opened with the keyboard takes the focus, and gives it back on Escape.
  await page.goto(`/workspace/${workspaceId}/settings/workspace`);
  const leave = page.getByRole('button', { name: 'Leave workspace' });
  await leave.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Leave Keyboard Co?' });
  await expect(dialog).toBeVisible();
  expect(await holdsFocus(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(leave).toBeFocused();
});

function isFocused(element: Element): boolean {
  return element === document.activeElement;
}
