import {
  expect,
  expectWorkspaceCreation,
  newUser,
  signinError,
  signInThroughPage,
  signUpThroughApi,
  SUBJECTS,
  test,
  uniqueEmail,
} from './fixtures';

const INCORRECT = 'Incorrect email or password';

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
    await page.getByLabel('E-mail').fill(user.email);
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
    const user = await signUpThroughApi(request, mailbox);
    const newEmail = uniqueEmail('countess');
    await signInThroughPage(page, user.email, user.password);
    await expectWorkspaceCreation(page, 'Ada');
    await page.goto('/account');

    await page.getByLabel('New e-mail address').fill(newEmail);
    await page.getByRole('button', { name: 'Send a confirmation link' }).click();
    await expect(page.getByText('E-mail change pending')).toBeVisible();

    const mail = await mailbox.waitForMessage(newEmail, SUBJECTS.emailChange);
    await page.goto(mailbox.linkIn(mail, '/account/email-reset'));
    await expect(page).toHaveURL(/\/account\/signin$/);
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
});
