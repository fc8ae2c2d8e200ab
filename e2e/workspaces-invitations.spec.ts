import { expect, newUser, signInThroughPage, signUpThroughApi, test } from './fixtures';
import {
  INVITATION_SUBJECT,
  inviteThroughApi,
  mainMenu,
  ownerWithWorkspace,
} from './workspace-fixtures';

test.describe('invitations', () => {
  test('a teammate without an account signs up through the invitation and lands in the workspace', async ({
    page,
    browser,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Difference Engine');
    const teammate = newUser('Grace Hopper');

    // The owner invites from Members and Guests.
    await signInThroughPage(page, owner.email, owner.password);
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
    await page.goto(`/workspace/${workspaceId}/settings/team`);
    await page.getByLabel('E-mail 1').fill(teammate.email);
    await page.getByRole('button', { name: 'Send invitations' }).click();
    // The toast; the new row says 'Invitation sent' too.
    await expect(page.getByRole('alert').filter({ hasText: 'Invitation sent' })).toBeVisible();
    const invitedRow = page.getByTestId('team-member').filter({ hasText: teammate.email });
    await expect(invitedRow).toContainText('Pending');
    await expect(invitedRow).toContainText('Member');

    // The teammate follows the e-mailed link in their own browser.
    const mail = await mailbox.waitForMessage(teammate.email, INVITATION_SUBJECT);
    const teammateContext = await browser.newContext();
    const teammatePage = await teammateContext.newPage();
    await teammatePage.goto(mailbox.linkIn(mail, '/invitation'));
    await expect(teammatePage).toHaveURL(/\/signup\/profile\?token=[^&]+&inviteToken=/);
    await expect(
      teammatePage.getByRole('heading', { name: 'Complete your profile' }),
    ).toBeVisible();
    await expect(teammatePage.getByText(teammate.email)).toBeVisible();
    await teammatePage.getByLabel('Full name').fill(teammate.fullname);
    await teammatePage.getByLabel('Password', { exact: true }).fill(teammate.password);
    await teammatePage.getByRole('button', { name: 'Create my account' }).click();

    await expect(teammatePage).toHaveURL(new RegExp(`/workspace/${workspaceId}\\?fromInvite=1$`));
    await expect(teammatePage.getByText('Welcome to Difference Engine!')).toBeVisible();
    await expect(mainMenu(teammatePage).getByTestId('workspace-name')).toHaveText(
      'Difference Engine',
    );

    // The owner sees them join, without reloading.
    await expect(invitedRow).not.toContainText('Pending');
    await expect(
      page.getByTestId('team-member').filter({ hasText: teammate.fullname }),
    ).toBeVisible();
    await teammateContext.close();
  });

  test('someone with an account accepts an invitation, signing in on the way', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Babbage & Co');
    const guest = await signUpThroughApi(request, mailbox, newUser('Charles Babbage'));
    const link = await inviteThroughApi(request, mailbox, owner, workspaceId, guest.email, 'GUEST');

    await page.goto(link);
    await expect(page).toHaveURL(/\/account\/signin\?next=/);
    await signInThroughPage(page, guest.email, guest.password);
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}\\?fromInvite=1$`));
    await expect(page.getByText('Welcome to Babbage & Co!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

    // The link works once.
    await page.goto(link);
    await expect(page.getByText('Reason: This invitation was already used.')).toBeVisible();
  });

  test('a link without its token says so', async ({ page }) => {
    await page.goto('/invitation');
    await expect(page.getByRole('heading', { name: "Something's missing" })).toBeVisible();
    await expect(
      page.getByText('Reason: Missing inviteToken. Cannot accept invitation'),
    ).toBeVisible();
  });
});
