import {
  changeEmailByMailedLink,
  expect,
  expectWorkspaceCreation,
  newUser,
  signedInWithoutWorkspace,
  signinError,
  signInThroughPage,
  signUpThroughApi,
  SUBJECTS,
  test,
} from './fixtures';

const INCORRECT = 'Incorrect email or password';
const EMAIL_CHANGED =
  'Your e-mail address was changed. Sign in with the new one to continue where you were.';

test.describe('password and e-mail changes', () => {
  test('a password reset by the mailed link ends the old password and every session', async ({
    page,
    browser,
    request,
    mailbox,
  }) => {
    const user = await signUpThroughApi(request, mailbox, newUser('Grace Hopper'));

    // Another browser is signed in meanwhile.
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await signInThroughPage(otherPage, user.email, user.password);
    await expectWorkspaceCreation(otherPage, 'Grace');

    await page.goto('/account/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in page's own E-mail field stays until the next page has loaded.
    const passwordLost = page.getByRole('form', { name: 'Password lost' });
    await passwordLost.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    const mail = await mailbox.waitForMessage(user.email, SUBJECTS.passwordReset);
    await page.goto(mailbox.linkIn(mail, '/account/password-reset'));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(/your API tokens will be revoked/)).toBeVisible();
    const newPassword = 'compiler by 1952';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page).toHaveURL(/\/account\/signin$/);
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await expect(page.getByText(/your API tokens were revoked/)).toBeVisible();

    await signInThroughPage(page, user.email, user.password);
    await expect(signinError(page)).toHaveText(INCORRECT);
    await signInThroughPage(page, user.email, newPassword);
    await expectWorkspaceCreation(page, 'Grace');

    // The other browser's session ended: its next page load sends it to sign-in.
    await otherPage.goto('/account');
    await expect(otherPage).toHaveURL(/\/account\/signin\?next=%2Faccount$/);
    await otherContext.close();
  });

  test('an e-mail change from /account, confirmed by the mailed link', async ({
    page,
    request,
    mailbox,
  }) => {
    const user = await signedInWithoutWorkspace(page, request, mailbox, '/account');

    const newEmail = await changeEmailByMailedLink(page, mailbox);
    await expect(page.getByText('Your e-mail address is changed')).toBeVisible();

    // Signed out: the profile needs signing in again.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/signin\?next=%2Faccount$/);
    await signInThroughPage(page, user.email, user.password);
    await expect(signinError(page)).toHaveText(INCORRECT);
    await signInThroughPage(page, newEmail, user.password);
    await expect(page.getByRole('heading', { name: 'Profile & security' })).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();
  });

  test('an e-mail change confirmed in one tab: the other tabs say why they are signed out', async ({
    page,
    context,
    browser,
    request,
    mailbox,
  }) => {
    const user = await signedInWithoutWorkspace(page, request, mailbox, '/account');
    // A second tab of the same browser (shared storage), and another browser.
    const secondTab = await context.newPage();
    await secondTab.goto('/account');
    await expect(secondTab.getByRole('heading', { name: 'Profile & security' })).toBeVisible();
    const otherContext = await browser.newContext();
    const otherBrowser = await otherContext.newPage();
    await signInThroughPage(otherBrowser, user.email, user.password);
    await expectWorkspaceCreation(otherBrowser, 'Ada');
    await otherBrowser.goto('/account');
    await expect(otherBrowser.getByRole('heading', { name: 'Profile & security' })).toBeVisible();

    const newEmail = await changeEmailByMailedLink(page, mailbox);
    await expect(page.getByText('Your e-mail address is changed')).toBeVisible();

    // The other tab of this browser says why (it shares the storage the first tab wrote the
    // reason to); another browser only learns that its session ended (docs/decisions.md).
    const modal = secondTab.getByRole('dialog', { name: 'You have been signed out' });
    await expect(modal).toContainText(EMAIL_CHANGED);
    await expect(modal).not.toContainText('another tab');
    await expect(
      otherBrowser.getByRole('dialog', { name: 'You have been signed out' }),
    ).toContainText('Your session has ended: it was revoked, or it expired.');

    // Signing in again with the new address continues where the tab was.
    await secondTab.getByRole('button', { name: 'Sign in' }).click();
    await expect(secondTab).toHaveURL(/\/account\/signin\?next=%2Faccount$/);
    await signInThroughPage(secondTab, newEmail, user.password);
    await expect(secondTab.getByRole('heading', { name: 'Profile & security' })).toBeVisible();
    await expect(secondTab.getByText(newEmail)).toBeVisible();
    await otherContext.close();
  });
});
