import { expect, newUser, signInThroughPage, test } from './fixtures';
import { mainMenu, memberOf, ownerWithWorkspace } from './workspace-fixtures';

test.describe('workspace members', () => {
  test("the owner's changes show live in the teammate's open browser", async ({
    page,
    browser,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Lovelace Labs');
    const admin = await memberOf(request, mailbox, owner, workspaceId, 'ADMIN');

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInThroughPage(adminPage, admin.email, admin.password);
    await expect(adminPage).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
    await expect(adminPage.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

    await signInThroughPage(page, owner.email, owner.password);
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
    await page.goto(`/workspace/${workspaceId}/settings/team`);
    const adminRow = page.getByTestId('team-member').filter({ hasText: admin.fullname });
    await expect(adminRow).toContainText('Admin');

    // Renamed in one browser, renamed in the other.
    await page.goto(`/workspace/${workspaceId}/settings/workspace`);
    const details = page.getByRole('form', { name: 'Workspace settings' });
    await details.getByLabel('Workspace name').fill('Lovelace Laboratories');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(mainMenu(adminPage).getByTestId('workspace-name')).toHaveText(
      'Lovelace Laboratories',
    );

    // Lowered from admin to member: the teammate is taken to Members and Guests.
    await page.goto(`/workspace/${workspaceId}/settings/team`);
    await page.getByRole('button', { name: `Actions for ${admin.fullname}` }).click();
    await page.getByRole('menuitem', { name: 'Set as Member' }).click();
    await expect(page.getByText(`${admin.fullname} is now member`)).toBeVisible();
    await expect(adminPage).toHaveURL(new RegExp(`/workspace/${workspaceId}/settings/team$`));
    const ownRow = adminPage.getByTestId('team-member').filter({ hasText: admin.fullname });
    await expect(ownRow).toContainText('Member');

    // A new invitation shows in the teammate's list too.
    const newcomer = newUser('Alan Turing');
    await page.getByLabel('E-mail 1').fill(newcomer.email);
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(
      adminPage.getByTestId('team-member').filter({ hasText: newcomer.email }),
    ).toContainText('Pending');

    // Removed: the teammate leaves the workspace, told why.
    await page.getByRole('button', { name: `Actions for ${admin.fullname}` }).click();
    await page.getByRole('menuitem', { name: 'Remove from workspace' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(
      adminPage.getByText('You are no longer a member of “Lovelace Laboratories”'),
    ).toBeVisible();
    await expect(adminPage).toHaveURL(/\/signup\/workspace\?process=onboarding$/);
    await adminContext.close();
  });

  test('a guest does not see Members and Guests', async ({ page, request, mailbox }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Guest House');
    const guest = await memberOf(request, mailbox, owner, workspaceId, 'GUEST', 'Charles Babbage');
    await signInThroughPage(page, guest.email, guest.password);
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));

    await mainMenu(page).getByRole('link', { name: 'Settings & Members' }).click();
    const settings = page.getByRole('navigation', { name: 'Settings' });
    await expect(settings.getByRole('link', { name: 'Workspace settings' })).toBeVisible();
    await expect(settings.getByRole('link', { name: 'Profile & security' })).toBeVisible();
    await expect(settings.getByRole('link', { name: 'Members and Guests' })).toHaveCount(0);
    await expect(settings.getByRole('link', { name: 'Billing' })).toHaveCount(0);
    await expect(page.getByText('Only admins and owners can change these settings.')).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Create a group' })).toHaveCount(0);

    await page.goto(`/workspace/${workspaceId}/settings/team`);
    await expect(page.getByRole('heading', { name: 'Not enough privileges' })).toBeVisible();
  });
});
