import {
  expect,
  expectWorkspaceCreation,
  signedInWithoutWorkspace,
  signInThroughPage,
  signOutFromWorkspaceStep,
  test,
} from './fixtures';
import { horizontalOverflow, violationsIn } from './accessibility';
import { totpCode } from './totp';

test('two-factor: set up in Profile & security, then sign in with a code and with a recovery code', async ({
  page,
  request,
  mailbox,
}) => {
  const user = await signedInWithoutWorkspace(page, request, mailbox, '/account');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Set up' }).click();

  const setup = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await setup.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);
  await setup.getByLabel('Code from the app').fill(totpCode(secret));
  await setup.getByRole('button', { name: 'Turn on' }).click();

  const codes = setup.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  // On a phone, in the dark: the codes and their buttons fit, and read well.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);
  await setup.getByRole('button', { name: 'I have saved them' }).click();
  await expect(setup).toBeHidden();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();

  // The password alone no longer signs in: the app's code does (the next one: the setup used this).
  await signOutFromWorkspaceStep(page);
  await signInThroughPage(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  expect(await violationsIn(page, 'main')).toEqual([]);
  await page.getByLabel('Authentication code', { exact: true }).fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectWorkspaceCreation(page, 'Ada');

  // A recovery code works once.
  await signOutFromWorkspaceStep(page);
  await signInThroughPage(page, user.email, user.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectWorkspaceCreation(page, 'Ada');
  await page.goto('/account');
  await expect(section.getByText('9 recovery codes left.')).toBeVisible();
});
