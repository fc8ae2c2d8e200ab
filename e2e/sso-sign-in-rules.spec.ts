import type { Page } from '@playwright/test';
import type { ProviderAccount } from '../apps/server/src/test/oidc-provider';
import { expect, expectWorkspaceCreation, signInThroughPage, signinError, test } from './fixtures';
import type { OwnServer } from './own-server';
import { freshSignInPage, serverWithProvider, signInAtProvider, SSO_BUTTON } from './sso-fixtures';
import { mainMenu } from './workspace-fixtures';

const DOMAIN = 'acme.test';
const WORKSPACE = 'Acme Rockets';

/** The company's people at the provider, every address verified and of the company's domain. */
const grace: ProviderAccount = {
  sub: 'grace',
  email: `grace@${DOMAIN}`,
  email_verified: true,
  name: 'Grace Hopper',
};
const linus: ProviderAccount = {
  sub: 'linus',
  email: `linus@${DOMAIN}`,
  email_verified: true,
  name: 'Linus Pauling',
};
/** Carol also has a password on Hangar, made before the workspace required single sign-on. */
const carol: ProviderAccount = {
  sub: 'carol',
  email: `carol@${DOMAIN}`,
  email_verified: true,
  name: 'Carol Shaw',
};
const CAROL_PASSWORD = 'river raid 1982 atari';

/** Grace signs in by single sign-on, creates the workspace and lands on its Home; its id. */
async function createWorkspaceBySso(page: Page, server: OwnServer): Promise<number> {
  await page.goto(`${server.baseURL}/account/signin`);
  await signInAtProvider(page, grace);
  await expectWorkspaceCreation(page, 'Grace');
  await page.getByLabel('Workspace name').fill(WORKSPACE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Design' }).click();
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  return Number(/\/workspace\/(\d+)$/.exec(page.url())?.[1]);
}

/** In Workspace settings → "Sign-in rules": the company domain joins, single sign-on required. */
async function setSignInRules(page: Page): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'Settings & Members' }).click();
  await expect(page.getByRole('heading', { name: 'Workspace settings', level: 1 })).toBeVisible();
  const rules = page.getByRole('form', { name: 'Sign-in rules' });
  await rules.getByLabel('Company domain for joining').fill(DOMAIN);
  await rules.getByLabel('Require single sign-on').check();
  await rules.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sign-in rules saved')).toBeVisible();
}

async function expectInWorkspace(page: Page, workspaceId: number): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
  await expect(mainMenu(page).getByTestId('workspace-name')).toHaveText(WORKSPACE);
}

test.describe('workspace sign-in rules, with single sign-on', () => {
  test('the company domain lets colleagues join by single sign-on, whose password then no longer signs them in', async ({
    page,
    browser,
  }) => {
    test.slow();
    const { server, provider } = await serverWithProvider({ grace, linus, carol });
    const others: Page[] = [];
    try {
      await server.signUp(carol.email, carol.name, CAROL_PASSWORD);
      const workspaceId = await createWorkspaceBySso(page, server);
      await setSignInRules(page);

      // Linus, new to Hangar, signs in by single sign-on: his account is made, in the workspace.
      const linusPage = await freshSignInPage(browser, server);
      others.push(linusPage);
      await signInAtProvider(linusPage, linus);
      await expectInWorkspace(linusPage, workspaceId);

      // Carol, who has a password, joins the same way.
      const carolBySso = await freshSignInPage(browser, server);
      others.push(carolBySso);
      await signInAtProvider(carolBySso, carol);
      await expectInWorkspace(carolBySso, workspaceId);

      await page.goto(`${server.baseURL}/workspace/${workspaceId}/settings/team`);
      const members = page.getByTestId('team-member');
      await expect(members).toHaveCount(3);
      await expect(members.filter({ hasText: linus.name })).toContainText('Member');
      await expect(members.filter({ hasText: carol.name })).toContainText('Member');

      // Her right password is refused with the workspace's reason; the provider's button is there.
      const carolByPassword = await freshSignInPage(browser, server);
      others.push(carolByPassword);
      await signInThroughPage(carolByPassword, carol.email, CAROL_PASSWORD);
      await expect(signinError(carolByPassword)).toHaveText(
        `${WORKSPACE} requires single sign-on. Use “${SSO_BUTTON}” instead of your password.`,
      );
      await expect(carolByPassword).toHaveURL(/\/account\/signin$/);
      await expect(carolByPassword.getByRole('link', { name: SSO_BUTTON })).toBeVisible();
      await signInAtProvider(carolByPassword, carol);
      await expectInWorkspace(carolByPassword, workspaceId);
    } finally {
      await Promise.all(others.map((other) => other.context().close()));
      await server.kill();
      await provider.close();
    }
  });
});
