import type { Page, TestInfo } from '@playwright/test';
import { fillBillingDetails } from './billing-fixtures';
import { ownerWithProject } from './docs-fixtures';
import { changeEmailByMailedLink, expect, test, uniqueEmail } from './fixtures';
import { groupThroughApi, signedInOwner, signInToWorkspace } from './group-fixtures';
import { inviteThroughApi, ownerWithWorkspace } from './workspace-fixtures';

/** Screenshots of the page at 1280 px and 375 px, then dark at 1280 px, kept with the test's output. */
async function screenshotsAtEachSize(page: Page, testInfo: TestInfo, name: string) {
  const shots = [
    { width: 1280, scheme: 'light' },
    { width: 375, scheme: 'light' },
    { width: 1280, scheme: 'dark' },
  ] as const;
  for (const { width, scheme } of shots) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    const path = testInfo.outputPath(`${name}-${width}-${scheme}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${width}-${scheme}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

function homeSection(page: Page) {
  return page.getByRole('region', { name: 'Latest projects' });
}

test.describe('workspace home', () => {
  test('with no group, it offers to create one, and its button creates it', async ({
    page,
    request,
    mailbox,
  }, testInfo) => {
    await signedInOwner(page, request, mailbox, 'Empty Hangar');

    const home = homeSection(page);
    await expect(home.getByRole('heading', { name: 'Start with a group' })).toBeVisible();
    await expect(home.getByText(/Projects live in groups/)).toBeVisible();
    await expect(home.getByRole('link', { name: 'Add a project' })).toHaveCount(0);
    await screenshotsAtEachSize(page, testInfo, 'home-no-group');

    await home.getByRole('link', { name: 'Create a group' }).click();
    await page.getByLabel('Group name').fill('Engineering');
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByRole('heading', { name: 'Engineering', level: 1 })).toBeVisible();
  });

  test('with a group but no project, its button opens the new-project form for that group', async ({
    page,
    request,
    mailbox,
  }, testInfo) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Group Hangar');
    const groupId = await groupThroughApi(request, owner, workspaceId, 'Research');
    await signInToWorkspace(page, owner, workspaceId);

    const home = homeSection(page);
    await expect(home.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await expect(home.getByText(/Add the first project to Research/)).toBeVisible();
    await expect(home.getByRole('link', { name: 'Create a group' })).toHaveCount(0);
    await expect(page.getByText(/Open a group from the side menu/)).toHaveCount(0);
    await screenshotsAtEachSize(page, testInfo, 'home-group-no-project');

    await home.getByRole('link', { name: 'Add a project' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/workspace/${workspaceId}/project/create\\?groupid=${groupId}$`),
    );
    await expect(page.getByRole('combobox', { name: 'Group' })).toHaveValue('Research');
    await page.getByLabel('Project name').fill('Wind tunnel');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByTestId('project-name')).toHaveText('Wind tunnel');
  });

  test('the plan line counts people and pending invitations apart', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await signedInOwner(page, request, mailbox, 'Seat Hangar');
    await expect(page.getByText('Owner · Free · 1 member', { exact: true })).toBeVisible();

    await inviteThroughApi(request, mailbox, owner, workspaceId, uniqueEmail('grace'), 'MEMBER');
    await page.reload();
    await expect(
      page.getByText('Owner · Free · 1 member · 1 pending invitation', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/2 seats/)).toHaveCount(0);
  });
});

test.describe('billing details', () => {
  test('a searchable country, kept and shown with the address', async ({
    page,
    request,
    mailbox,
  }, testInfo) => {
    const { workspaceId } = await signedInOwner(
      page,
      request,
      mailbox,
      'Paris Hangar',
      '/settings/billing/form/customer',
    );

    await fillBillingDetails(page);
    const country = page.getByRole('combobox', { name: 'Country' });
    // The browser of this run speaks en-US.
    await expect(country).toHaveValue('United States');
    await country.click();
    await country.fill('fra');
    await page.getByRole('option', { name: 'France', exact: true }).click();
    await expect(country).toHaveValue('France');
    await screenshotsAtEachSize(page, testInfo, 'billing-details-form');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/settings/billing$`));
    const details = page.getByRole('region', { name: 'Billing details' });
    await expect(details.getByText('75002 Paris, France')).toBeVisible();
    await page.reload();
    await expect(details.getByText('75002 Paris, France')).toBeVisible();
    await screenshotsAtEachSize(page, testInfo, 'billing-details-summary');

    await details.getByRole('link', { name: 'Edit billing details' }).click();
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('France');
  });

  test('a code outside the list is refused by the API with a detail', async ({
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Nowhere Hangar');
    const refused = await request.post('/api/billing/customer', {
      headers: { Authorization: `Bearer ${owner.token}`, 'X-Workspace-Id': String(workspaceId) },
      data: {
        name: 'Nowhere Ltd',
        email: 'billing@nowhere.example',
        address_line1: '1 Nowhere Street',
        postal_code: '00000',
        city: 'Nowhere',
        country: 'ZZ',
      },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toEqual({
      detail: [{ loc: ['body', 'country'], msg: 'Choose a country from the list' }],
    });
  });

  test.describe('in a French browser', () => {
    test.use({ locale: 'fr-FR' });

    test('the country defaults to France', async ({ page, request, mailbox }) => {
      await signedInOwner(page, request, mailbox, 'Lyon Hangar', '/settings/billing/form/customer');
      await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('France');
    });
  });
});

test('a duplicate important link says so next to the address', async ({
  page,
  request,
  mailbox,
}, testInfo) => {
  const { owner, workspaceId, projectId } = await ownerWithProject(request, mailbox, 'Dup Co');
  const address = `/workspace/${workspaceId}/project/${projectId}/important-docs`;
  await signInToWorkspace(page, owner, workspaceId, `${address}?modal=add-attachement`);
  const dialog = page.getByRole('dialog', { name: 'Add an important document' });
  await dialog.getByLabel('Address').fill('https://example.com/specs');
  await dialog.getByLabel('Group name').fill('Specifications');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Add a link' }).click();
  // The same page, written a little differently, is the same link.
  await dialog.getByLabel('Address').fill('https://EXAMPLE.com/specs/');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const field = dialog.getByLabel('Address');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('This link is already in the list');
  await expect(page.getByText('This field must contain no duplicate values')).toHaveCount(0);
  await screenshotsAtEachSize(page, testInfo, 'duplicate-link');
});

test('an e-mail change confirmed from the mailed link says so on sign-in, with the new address', async ({
  page,
  request,
  mailbox,
}, testInfo) => {
  const { owner, workspaceId } = await signedInOwner(
    page,
    request,
    mailbox,
    'Mail Hangar',
    '/settings/profile',
  );
  const newEmail = await changeEmailByMailedLink(page, mailbox);
  const notice = page.getByRole('status').filter({ hasText: 'Your e-mail address is changed' });
  await expect(notice).toContainText(`Sign in with ${newEmail}.`);
  await expect(page.getByLabel('E-mail')).toHaveValue(newEmail);
  await screenshotsAtEachSize(page, testInfo, 'email-change-confirmed');

  // A reload keeps the message until the user signs in.
  await page.reload();
  await expect(notice).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
  await page.goto(`/workspace/${workspaceId}/settings/profile`);
  await expect(page.getByText(newEmail)).toBeVisible();
});
