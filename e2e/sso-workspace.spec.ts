import type { Locator, Page } from '@playwright/test';
import { noSsoForDomainDetail } from '@hangar/contracts/sso';
import type { ProviderAccount } from '../apps/server/src/test/oidc-provider';
import { violationsIn } from './accessibility';
import { expect, expectWorkspaceCreation, newUser, test } from './fixtures';
import { screenshotLooks } from './screenshots';
import { freshSignInPage, serverForWorkspaceProvider } from './sso-fixtures';

const DOMAIN = 'acme.test';
const WORKSPACE = 'Acme Rockets';
const RECORD_NAME = `_hangar-verification.${DOMAIN}`;

/** Someone of the company at its provider, their address verified and of the company's domain. */
const grace: ProviderAccount = {
  sub: 'grace',
  email: `grace@${DOMAIN}`,
  email_verified: true,
  name: 'Grace Hopper',
};

function ssoSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Single sign-on' });
}

/** The sign-in page's work e-mail form, opened by "Sign in with your company’s SSO". */
async function openWorkEmailForm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Sign in with your company’s SSO' }).click();
  return page.getByRole('form', { name: 'Sign in with your company’s SSO' });
}

test.describe('a workspace’s own single sign-on', () => {
  test('the owner sets the provider and proves the domain by DNS; its people then sign in with it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const { server, provider, dns } = await serverForWorkspaceProvider({ grace });
    const others: Page[] = [];
    try {
      // No installation provider: the sign-in page's list of buttons is empty.
      expect(await server.api('GET', '/auth/sso', null)).toEqual({ providers: [] });
      const owner = newUser('Olivia Owner');
      const { workspaceId } = await server.ownerWithWorkspace(owner, WORKSPACE);
      await server.signIn(page, owner, workspaceId, `/workspace/${workspaceId}/settings/workspace`);

      const section = ssoSection(page);
      await section.getByRole('combobox', { name: 'Provider' }).click();
      await page.getByRole('option', { name: 'Other OpenID Connect provider' }).click();
      await section.getByLabel('Issuer URL').fill(provider.issuer);
      await section.getByLabel('Client ID').fill(provider.clientId);
      await section.getByLabel('Client secret').fill(provider.clientSecret);
      await section.getByLabel('Company e-mail domain').fill(DOMAIN);
      await section.getByRole('button', { name: 'Test connection' }).click();
      await expect(
        section.getByText(`Connection works: ${provider.issuer} answered.`),
      ).toBeVisible();
      expect(await violationsIn(page, 'main')).toEqual([]);
      await section.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Single sign-on saved')).toBeVisible();

      // Saved: the domain waits for its DNS record.
      await expect(section.getByText('Not verified', { exact: true })).toBeVisible();
      await expect(section.getByText(RECORD_NAME, { exact: true })).toBeVisible();
      const value = (await section.getByText(/^hangar-domain-verification=/).textContent()) ?? '';
      expect(value).toMatch(/^hangar-domain-verification=[\w-]{20,}$/);
      await section.getByRole('button', { name: 'Verify domain' }).click();
      await expect(
        section.getByText(
          `No TXT record ${value} found at ${RECORD_NAME} yet. DNS changes can take a few minutes.`,
        ),
      ).toBeVisible();
      expect(await violationsIn(page, 'main')).toEqual([]);

      dns.setTxt(RECORD_NAME, value);
      await section.getByRole('button', { name: 'Verify domain' }).click();
      await expect(section.getByText('Verified', { exact: true })).toBeVisible();
      await expect(section.getByRole('button', { name: 'Verify domain' })).toHaveCount(0);
      // Read again from the server, without the toasts over the section.
      await page.reload();
      await expect(section.getByText('Verified', { exact: true })).toBeVisible();
      await screenshotLooks(page, 'accounts/sso-workspace-settings', async () => {
        await section.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await expect(section.getByText('Verified', { exact: true })).toBeInViewport();
        expect(await violationsIn(page, 'main')).toEqual([]);
      });

      const gracePage = await freshSignInPage(browser, server);
      others.push(gracePage);
      const workEmail = await openWorkEmailForm(gracePage);
      await screenshotLooks(gracePage, 'accounts/sso-workspace-signin', async () => {
        await expect(workEmail.getByLabel('Work e-mail')).toBeVisible();
        expect(await violationsIn(gracePage, 'main')).toEqual([]);
      });

      // An address of another domain: the server's reason under the field.
      await workEmail.getByLabel('Work e-mail').fill(owner.email);
      await workEmail.getByRole('button', { name: 'Continue' }).click();
      await expect(workEmail.getByText(noSsoForDomainDetail('example.com'))).toBeVisible();
      await expect(gracePage).toHaveURL(/\/account\/signin$/);

      // Grace's work address finds the workspace's provider; she signs in there, back signed in.
      await workEmail.getByLabel('Work e-mail').fill(grace.email);
      await workEmail.getByRole('button', { name: 'Continue' }).click();
      await expect(gracePage.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
      await gracePage.getByRole('button', { name: grace.email }).click();
      await expectWorkspaceCreation(gracePage, 'Grace');
    } finally {
      await Promise.all(others.map((other) => other.context().close()));
      await server.kill();
      await provider.close();
      await dns.close();
    }
  });
});
