import type { Browser, Page } from '@playwright/test';
import { twoFactorRequiredDetail } from '@hangar/contracts/sign-in-rules';
import { violationsIn } from './accessibility';
import { expect, signinError, signInThroughPage, test } from './fixtures';
import { signedInOwner } from './group-fixtures';
import { screenshotLooks } from './screenshots';
import { totpCode } from './totp';
import { memberOf } from './workspace-fixtures';

const WORKSPACE = 'Orbital Freight';

/** On Profile & security, turns the authenticator app on; its secret and the code it took. */
async function turnOnTwoFactor(page: Page): Promise<{ secret: string; usedCode: string }> {
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Set up' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  const secret = (await setup.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const usedCode = totpCode(secret);
  await setup.getByLabel('Code from the app').fill(usedCode);
  await setup.getByRole('button', { name: 'Turn on' }).click();
  await setup.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  return { secret, usedCode };
}

/** The app's code now, or the next one while now's is the code the server already took. */
function freshCode(secret: string, usedCode: string): string {
  const now = totpCode(secret);
  return now === usedCode ? totpCode(secret, 1) : now;
}

function signInRules(page: Page) {
  return page.getByRole('form', { name: 'Sign-in rules' });
}

/** In the open Workspace settings: "Require two-factor authentication" on, then Save. */
async function saveTwoFactorRequired(page: Page): Promise<void> {
  await signInRules(page).getByLabel('Require two-factor authentication').check();
  await signInRules(page).getByRole('button', { name: 'Save' }).click();
}

/** The sign-in page in a browser context of its own (no session, no cookies). */
async function freshSignInPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/account/signin');
  return page;
}

test('a workspace that requires two-factor refuses a member’s password alone, with the reason', async ({
  page,
  browser,
  request,
  mailbox,
}) => {
  test.slow();
  const settings = '/settings/workspace';
  const { owner, workspaceId } = await signedInOwner(page, request, mailbox, WORKSPACE, settings);
  const member = await memberOf(request, mailbox, owner, workspaceId, 'MEMBER');

  // The owner cannot require it before turning it on for their own account.
  await saveTwoFactorRequired(page);
  await expect(
    signInRules(page).getByText('Turn on two-factor authentication for your own account first'),
  ).toBeVisible();

  await page.goto('/account');
  const { secret, usedCode } = await turnOnTwoFactor(page);
  await page.goto(`/workspace/${workspaceId}${settings}`);
  await saveTwoFactorRequired(page);
  await expect(page.getByText('Sign-in rules saved')).toBeVisible();
  await expect(signInRules(page).getByLabel('Require two-factor authentication')).toBeChecked();

  const others: Page[] = [];
  try {
    // The member's right password alone is refused with the workspace's reason; no session.
    const refused = await freshSignInPage(browser);
    others.push(refused);
    await signInThroughPage(refused, member.email, member.password);
    await expect(signinError(refused)).toHaveText(twoFactorRequiredDetail(WORKSPACE, null));
    await expect(refused).toHaveURL(/\/account\/signin$/);
    await screenshotLooks(refused, 'accounts/two-factor-required', async () => {
      await expect(signinError(refused)).toBeVisible();
      expect(await violationsIn(refused, 'main')).toEqual([]);
    });
    await refused.goto('/account');
    await expect(refused).toHaveURL(/\/account\/signin\?next=%2Faccount$/);

    // The owner, with the app on, still signs in: password, then the app's code.
    const ownerPage = await freshSignInPage(browser);
    others.push(ownerPage);
    await signInThroughPage(ownerPage, owner.email, owner.password);
    await expect(
      ownerPage.getByRole('heading', { name: 'Two-factor authentication' }),
    ).toBeVisible();
    await ownerPage
      .getByLabel('Authentication code', { exact: true })
      .fill(freshCode(secret, usedCode));
    await ownerPage.getByRole('button', { name: 'Verify' }).click();
    await expect(ownerPage).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
  } finally {
    await Promise.all(others.map((other) => other.context().close()));
  }
});
