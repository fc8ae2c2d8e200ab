import type { Page } from '@playwright/test';
import { freePort } from '../apps/server/src/test/server-process';
import { horizontalOverflow, violationsIn } from './accessibility';
import {
  expect,
  expectWorkspaceCreation,
  newUser,
  signInThroughPage,
  signOutFromWorkspaceStep,
  test,
} from './fixtures';
import { OwnServer } from './own-server';

/*
 * WebAuthn takes no IP address as the site's id, and the suite's server answers on 127.0.0.1: the
 * test runs a server of its own whose public URL is http://localhost (a secure context too).
 */

/** Chromium's virtual authenticator (CDP WebAuthn): a passkey kept on the device, unlocked. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

test('passkeys: added in Profile & security, then sign in with one alone and after the password', async ({
  page,
}) => {
  test.slow();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await OwnServer.create({ port, env: { PUBLIC_URL: origin } });
  try {
    const user = newUser();
    await server.signUp(user.email, user.fullname, user.password);
    await page.context().addCookies([{ name: 'cky-consent', value: 'no', url: origin }]);
    await addVirtualAuthenticator(page);

    await page.goto(`${origin}/account/signin`);
    await signInThroughPage(page, user.email, user.password);
    await expectWorkspaceCreation(page, 'Ada');
    await page.goto(`${origin}/account`);
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('No passkeys yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await expect(dialog.getByLabel('Name')).toHaveValue(/Chrome on Linux/);
    expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByLabel('Name').fill('Work laptop');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    const added = section.getByRole('listitem', { name: 'Work laptop' });
    await expect(added).toBeVisible();
    await expect(added.getByText('Never used')).toBeVisible();
    // On a phone, in the dark: the row fits and reads well.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await violationsIn(page, 'main')).toEqual([]);

    // No e-mail, no password: the browser's passkey signs in.
    await signOutFromWorkspaceStep(page, origin);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectWorkspaceCreation(page, 'Ada');

    // After the password, the passkey answers the second step.
    await signOutFromWorkspaceStep(page, origin);
    await signInThroughPage(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    expect(await violationsIn(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expectWorkspaceCreation(page, 'Ada');
    await page.goto(`${origin}/account`);
    await expect(added.getByText(/^Last used/)).toBeVisible();
  } finally {
    await server.kill();
  }
});
