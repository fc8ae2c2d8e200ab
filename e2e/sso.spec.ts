import type { Page } from '@playwright/test';
import { SSO_CALLBACK_ROUTE } from '@hangar/contracts/sso';
import type { ProviderAccount } from '../apps/server/src/test/oidc-provider';
import { violationsIn } from './accessibility';
import { expect, expectWorkspaceCreation, test, uniqueEmail } from './fixtures';
import { screenshotLooks } from './screenshots';
import {
  freshSignInPage,
  serverWithProvider,
  signInAtProvider,
  SSO_BUTTON as BUTTON,
} from './sso-fixtures';

/** The provider's people: Grace, whose address it verified, and Mallory, whose it did not. */
const grace: ProviderAccount = {
  sub: 'grace',
  email: uniqueEmail('grace'),
  email_verified: true,
  name: 'Grace Hopper',
};
const mallory: ProviderAccount = {
  sub: 'mallory',
  email: uniqueEmail('mallory'),
  email_verified: false,
  name: 'Mallory Doe',
};

test.describe('single sign-on', () => {
  test('the first sign-in creates the account, the next finds it, an unverified address is refused', async ({
    page,
    browser,
  }) => {
    test.slow();
    const { server, provider } = await serverWithProvider({ grace, mallory });
    const others: Page[] = [];
    try {
      await page.goto(`${server.baseURL}/account/signin`);
      await screenshotLooks(page, 'accounts/sso-signin', async () => {
        await expect(page.getByRole('link', { name: BUTTON })).toBeVisible();
        await expect(page.getByText('or', { exact: true })).toBeVisible();
        expect(await violationsIn(page, 'main')).toEqual([]);
      });
      await signInAtProvider(page, grace);
      await expectWorkspaceCreation(page, 'Grace');

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/account\/signin\?signout=1$/);
      await page.goto(`${server.baseURL}/account`);
      await expect(page).toHaveURL(/\/account\/signin\?next=%2Faccount$/);
      // The provider remembers Grace: it sends her straight back, to the page she asked for.
      await page.getByRole('link', { name: BUTTON }).click();
      await expect(page).toHaveURL(`${server.baseURL}/account`);
      await expect(page.getByRole('heading', { name: 'Profile & security' })).toBeVisible();
      await expect(page.getByText(grace.email)).toBeVisible();

      const refused = await freshSignInPage(browser, server);
      others.push(refused);
      await signInAtProvider(refused, mallory);
      await expect(refused).toHaveURL(new RegExp(`${SSO_CALLBACK_ROUTE}\\?`));
      await expect(refused.getByRole('heading', { name: 'Could not sign you in' })).toBeVisible();
      await expect(refused.getByRole('alert')).toHaveText(
        'The sign-in provider did not confirm that this e-mail address is yours: ' +
          'verify it there, or sign in with your password.',
      );
      await screenshotLooks(refused, 'accounts/sso-refused', async () => {
        await expect(refused.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
        expect(await violationsIn(refused, 'main')).toEqual([]);
      });
      await refused.getByRole('link', { name: 'Back to sign in' }).click();
      await expect(refused.getByRole('heading', { name: 'Sign in to Hangar' })).toBeVisible();
    } finally {
      await Promise.all(others.map((other) => other.context().close()));
      await server.kill();
      await provider.close();
    }
  });
});
