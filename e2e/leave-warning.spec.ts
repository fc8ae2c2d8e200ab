import type { Dialog } from '@playwright/test';
import { expect, test } from './fixtures';
import { headers, ownerWithProject } from './docs-fixtures';
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
    await page
      .getByRole('form', { name: 'Workspace settings' })
      .getByRole('button', { name: 'Save' })
      .click();
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

  test('a log being edited: Cancel with no change goes, with a change it asks first', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId, projectId } = await ownerWithProject(request, mailbox, 'Log Co');
    const created = await request.post(`/api/projects/${projectId}/logs`, {
      headers: headers(owner, workspaceId),
      data: {
        title: 'Engines tested',
        description: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'All four fired.' }] }],
        },
        attachments: [],
      },
    });
    expect(created.status()).toBe(201);
    const { created_id: logId } = (await created.json()) as { created_id: number };
    const logPage = `/workspace/${workspaceId}/project/${projectId}/logs/${logId}`;
    const warning = page.getByRole('dialog', { name: 'Leave without saving?' });
    const form = page.getByRole('form', { name: 'Edit the log' });
    await signInToWorkspace(page, owner, workspaceId, `${logPage}/edit`);

    // Opened and left as it was (the description's editor loaded): nothing to lose, no question.
    await expect(form.getByLabel('Title')).toHaveValue('Engines tested');
    await expect(form.getByText('All four fired.')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`${logPage}$`));
    await expect(warning).toBeHidden();

    // Changed: Cancel asks; Stay keeps the change, Leave drops it.
    await page.goto(`${logPage}/edit`);
    await form.getByLabel('Title').fill('Engines tested twice');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay' }).click();
    await expect(form.getByLabel('Title')).toHaveValue('Engines tested twice');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await warning.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(new RegExp(`${logPage}$`));
    await expect(
      page.getByRole('heading', { name: 'Engines tested', exact: true }).first(),
    ).toBeVisible();

    // Saved: the log page opens without a question.
    await page.goto(`${logPage}/edit`);
    await form.getByLabel('Title').fill('Engines tested twice');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`${logPage}$`));
    await expect(page.getByRole('heading', { name: 'Engines tested twice' }).first()).toBeVisible();
    await expect(warning).toBeHidden();
  });

  test('billing details being changed: leaving asks, saving does not', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Ledger Co');
    const billing = `/workspace/${workspaceId}/settings/billing`;
    const warning = page.getByRole('dialog', { name: 'Leave without saving?' });
    await signInToWorkspace(page, owner, workspaceId, `${billing}/form/customer`);
    const form = page.getByRole('form', { name: 'Billing details' });
    const back = page.getByRole('button', { name: 'Back to billing' });

    await form.getByLabel('City').fill('Lyon');
    await back.click();
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay' }).click();
    await expect(form.getByLabel('City')).toHaveValue('Lyon');

    await form.getByLabel('Name or company').fill('Ledger SAS');
    await form.getByLabel('Address', { exact: true }).fill('1 rue de la Paix');
    await form.getByLabel('Postal code').fill('69001');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`${billing}$`));
    await expect(page.getByText('Billing details saved')).toBeVisible();
    await expect(warning).toBeHidden();
  });
});
