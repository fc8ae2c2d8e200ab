import { expect, newUser, signInThroughPage, test } from './fixtures';
import { TEMPLATE_OWNER_ENV, TEMPLATE_WORKSPACE_ID } from './global-setup';
import { ownerWithWorkspace } from './workspace-fixtures';

function templateOwner(): { email: string; password: string } {
  const stored = process.env[TEMPLATE_OWNER_ENV];
  if (!stored) throw new Error('global-setup.ts did not create the template workspace');
  return JSON.parse(stored) as { email: string; password: string };
}

test.describe('demo workspaces', () => {
  test('an admin of the template workspace creates a demo workspace with its trial', async ({
    page,
    mailbox,
  }) => {
    const admin = templateOwner();
    await signInThroughPage(page, admin.email, admin.password);
    await expect(page).toHaveURL(new RegExp(`/workspace/${TEMPLATE_WORKSPACE_ID}$`));

    await page.getByRole('button', { name: 'Open the user menu' }).click();
    await page.getByRole('menuitem', { name: 'Create a demo workspace' }).click();
    await expect(page).toHaveURL(new RegExp(`/workspace/${TEMPLATE_WORKSPACE_ID}/create-demo$`));

    const prospect = newUser('Pat Prospect');
    await page.getByLabel('Workspace name').fill('Prospect demo');
    await page.getByLabel('Owner e-mail').fill(prospect.email);
    await page.getByLabel('E-mail domain (optional)').fill('example.com');
    await page.getByRole('button', { name: 'Create the demo workspace' }).click();
    await expect(page.getByRole('heading', { name: '“Prospect demo” is ready' })).toBeVisible();

    // The demo trial, with its defaults: PREMIUM, monthly, 10 seats, 365 days.
    await expect(page.getByLabel('Seats')).toHaveValue('10');
    await expect(page.getByLabel('Trial days')).toHaveValue('365');
    await page.getByRole('button', { name: 'Start the demo trial' }).click();
    await expect(page.getByText('Trial started: 10 seats for 365 days')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create another' })).toBeVisible();

    // The prospect is invited to own it.
    const invitation = await mailbox.waitForMessage(prospect.email, /invited you to/);
    expect(invitation.subject).toContain('Prospect demo');
  });

  test('anyone else has no menu entry and gets the 403 page', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Not A Template');
    await signInThroughPage(page, owner.email, owner.password);
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
    await page.getByRole('button', { name: 'Open the user menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Create a new workspace' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Create a demo workspace' })).toHaveCount(0);

    await page.goto(`/workspace/${workspaceId}/create-demo`);
    await expect(page.getByRole('heading', { name: 'Not enough privileges' })).toBeVisible();
    await expect(
      page.getByText('Only admins of the template workspace can create demo workspaces'),
    ).toBeVisible();
  });
});
