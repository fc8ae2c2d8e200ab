import type { Browser, Page } from '@playwright/test';
import { SSO_CALLBACK_ROUTE } from '@hangar/contracts/sso';
import { startDnsServer, type TestDnsServer } from '../apps/server/src/test/dns-server';
import {
  startOidcProvider,
  type ProviderAccount,
  type TestOidcProvider,
} from '../apps/server/src/test/oidc-provider';
import { freePort } from '../apps/server/src/test/server-process';
import { expect } from './fixtures';
import { OwnServer } from './own-server';

/** The label of the provider's button on the sign-in page. */
export const SSO_BUTTON = 'Sign in with Acme SSO';

/**
 * A Hangar server of the test's own whose single sign-on is the test provider (`oidc-provider`,
 * certified), where `accounts` may sign in: the suite's shared server stays without it for the
 * other tests.
 */
export async function serverWithProvider(
  accounts: Record<string, ProviderAccount>,
): Promise<{ server: OwnServer; provider: TestOidcProvider }> {
  const port = await freePort();
  const provider = await startOidcProvider({
    redirectUri: `http://127.0.0.1:${port}${SSO_CALLBACK_ROUTE}`,
    accounts,
  });
  const server = await OwnServer.create({
    port,
    env: {
      OIDC_PRESET: 'generic',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_BUTTON_LABEL: SSO_BUTTON,
    },
  });
  return { server, provider };
}

/**
 * A Hangar server of the test's own without an installation provider, where a workspace sets its
 * own: private issuers allowed, its domain checks asking the test DNS server; the test provider
 * (registered with the server's redirect URI), where `accounts` may sign in.
 */
export async function serverForWorkspaceProvider(
  accounts: Record<string, ProviderAccount>,
): Promise<{ server: OwnServer; provider: TestOidcProvider; dns: TestDnsServer }> {
  const port = await freePort();
  const dns = await startDnsServer();
  const provider = await startOidcProvider({
    redirectUri: `http://127.0.0.1:${port}${SSO_CALLBACK_ROUTE}`,
    accounts,
  });
  const server = await OwnServer.create({
    port,
    env: { OIDC_CLIENT_ID: '', SSO_PRIVATE_ISSUERS: 'allow', DNS_SERVERS: dns.address },
  });
  return { server, provider, dns };
}

/** From the open sign-in page, signs in at the provider as `account` (its login page's button). */
export async function signInAtProvider(page: Page, account: ProviderAccount): Promise<void> {
  await page.getByRole('link', { name: SSO_BUTTON }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('button', { name: account.email }).click();
}

/** The sign-in page of `server` in a browser context of its own (no session, no cookies). */
export async function freshSignInPage(browser: Browser, server: OwnServer): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/account/signin`);
  return page;
}
