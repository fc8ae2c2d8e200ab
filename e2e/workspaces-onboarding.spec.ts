import { horizontalOverflow } from './accessibility';
import { expect, newUser, signInThroughPage, signUpThroughApi, test } from './fixtures';
import { INVITATION_SUBJECT, mainMenu, ownerWithWorkspace } from './workspace-fixtures';

test.describe('onboarding', () => {
  test('a new user creates a workspace, invites a teammate, creates a group and lands on Home', async ({
    page,
    request,
    mailbox,
  }) => {
    const user = await signUpThroughApi(request, mailbox);
    const teammate = newUser('Grace Hopper');
    await signInThroughPage(page, user.email, user.password);

    await expect(page).toHaveURL(/\/signup\/workspace\?process=onboarding$/);
    await expect(page.getByRole('heading', { name: 'Create your workspace' })).toBeVisible();
    await page.getByLabel('Workspace name').fill('Analytical Engines');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/signup\/team$/);
    await expect(page.getByRole('heading', { name: 'Invite your team' })).toBeVisible();
    await page.getByLabel('E-mail 1').fill(teammate.email);
    await page.getByLabel('Role 1').selectOption('ADMIN');
    await page.getByRole('button', { name: 'Send invitations' }).click();

    await expect(page).toHaveURL(/\/signup\/group$/);
    await expect(page.getByRole('heading', { name: 'Create your first group' })).toBeVisible();
    await page.getByLabel('Group name').fill('Engineering');
    await page.getByRole('button', { name: 'Create group' }).click();

    await expect(page).toHaveURL(/\/workspace\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(mainMenu(page).getByTestId('workspace-name')).toHaveText('Analytical Engines');
    await expect(mainMenu(page).getByRole('link', { name: 'Engineering' })).toBeVisible();
    await expect(page.getByText('No projects yet')).toBeVisible();

    // The teammate got the invitation, with its link.
    const mail = await mailbox.waitForMessage(teammate.email, INVITATION_SUBJECT);
    expect(mail.subject).toContain('Analytical Engines');
    expect(mailbox.linkIn(mail, '/invitation')).toContain('inviteToken=');

    // The workspace and its menu survive a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  });

  test('skipping the invitations still leads to the first group', async ({
    page,
    request,
    mailbox,
  }) => {
    const user = await signUpThroughApi(request, mailbox, newUser('Katherine Johnson'));
    await signInThroughPage(page, user.email, user.password);
    await page.getByLabel('Workspace name').fill('Trajectories');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await expect(page.getByRole('heading', { name: 'Create your first group' })).toBeVisible();
    await page.getByRole('button', { name: 'Design' }).click();
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Design' })).toBeVisible();
  });

  test('someone who is not a member of a workspace gets the not-found page there', async ({
    page,
    request,
    mailbox,
  }) => {
    const { workspaceId } = await ownerWithWorkspace(request, mailbox, 'Private Lab');
    const { owner: outsider, workspaceId: ownWorkspace } = await ownerWithWorkspace(
      request,
      mailbox,
      'Elsewhere',
      newUser('Mallory Outsider'),
    );
    await signInThroughPage(page, outsider.email, outsider.password);
    await expect(page).toHaveURL(new RegExp(`/workspace/${ownWorkspace}$`));

    await page.goto(`/workspace/${workspaceId}`);
    await expect(page.getByRole('heading', { name: "Something's missing" })).toBeVisible();
    await expect(page.getByText('Private Lab')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      `/workspace/${ownWorkspace}`,
    );

    await page.goto('/workspace/not-a-number');
    await expect(page.getByRole('heading', { name: "Something's missing" })).toBeVisible();
  });
});

test('the workspace pages fit a 375 px wide phone', async ({ page, request, mailbox }) => {
  const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Pocket Engines');
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughPage(page, owner.email, owner.password);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page), 'Home').toBe(0);

  // The menu starts closed on a phone, slides over the page, and closes on the way out.
  await expect(mainMenu(page).getByTestId('workspace-name')).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await expect(mainMenu(page).getByTestId('workspace-name')).toBeInViewport();
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await expect(page.getByRole('menuitem', { name: /Pocket Engines/ })).toContainText('Free');
  await page.keyboard.press('Escape');
  await mainMenu(page).getByRole('link', { name: 'Settings & Members' }).click();
  await expect(page.getByRole('heading', { name: 'Workspace settings', level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page), 'Workspace settings').toBe(0);

  await page.goto(`/workspace/${workspaceId}/settings/team`);
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  expect(await horizontalOverflow(page), 'Members and Guests').toBe(0);
});
