import type { Dialog } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInToWorkspace } from './group-fixtures';
import { mainMenu, ownerWithWorkspace } from './workspace-fixtures';

test.describe('the leave-page warning of forms with a Save button', () => {
  test('unsaved settings: leaving asks, Stay keeps them, Leave goes; once saved, nothing asks', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Lovelace Labs');
    const settings = `/workspace/${workspaceId}/settings/workspace`;
    const home = new RegExp(`/workspace/${workspaceId}$`);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme: 'light' });
    await signInToWorkspace(page, owner, workspaceId, settings);
    const name = page
      .getByRole('form', { name: 'Workspace settings' })
      .getByLabel('Workspace name');
    const homeLink = mainMenu(page).getByRole('link', { name: 'Home', exact: true });
    const warning = page.getByRole('dialog', { name: 'Leave without saving?' });
    // The browser's own question, before the tab reloads or closes.
    const browserQuestions: Dialog[] = [];
    page.on('dialog', (dialog) => {
      browserQuestions.push(dialog);
      void dialog.accept();
    });

    // Typed, not saved: a link of the side menu asks first.
    await expect(name).toHaveValue('Lovelace Labs');
    await name.click();
    await name.fill('Lovelace Laboratories');
    await homeLink.click();
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Your changes have not been saved.');
    await expect(warning.getByRole('button', { name: 'Stay' })).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Leave' })).toBeVisible();

    // The pictures: wide and on a phone, light and dark.
    for (const [width, height, scheme] of [
      [1280, 720, 'light'],
      [1280, 720, 'dark'],
      [375, 812, 'light'],
      [375, 812, 'dark'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await expect(warning).toBeInViewport({ ratio: 1 });
      await page.screenshot({
        path: `docs/screenshots/forms/leave-warning-${width}-${scheme}.png`,
      });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme: 'light' });

    // Stay: the page and what was typed stay.
    await warning.getByRole('button', { name: 'Stay' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${settings}$`));
    await expect(name).toHaveValue('Lovelace Laboratories');

    // Leave: off to the page the link leads to; nothing was saved.
    await homeLink.click();
    await warning.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(mainMenu(page).getByTestId('workspace-name')).toHaveText('Lovelace Labs');

    // Reloading the tab with unsaved changes: the browser asks.
    await page.goto(settings);
    await name.click();
    await name.fill('Lovelace Laboratories');
    expect(browserQuestions).toHaveLength(0);
    await page.reload();
    await expect
      .poll(() => browserQuestions.map((dialog) => dialog.type()))
      .toEqual(['beforeunload']);
    await expect(name).toHaveValue('Lovelace Labs');

    // Saved: leaving asks nothing, in the app or of the browser.
    await name.click();
    await name.fill('Lovelace Laboratories');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Workspace settings saved')).toBeVisible();
    await expect(mainMenu(page).getByTestId('workspace-name')).toHaveText('Lovelace Laboratories');
    await homeLink.click();
    await expect(page).toHaveURL(home);
    await expect(warning).toBeHidden();
    await page.goto(settings);
    await name.click();
    await page.reload();
    await expect(name).toHaveValue('Lovelace Laboratories');
    expect(browserQuestions).toHaveLength(1);
  });
});
