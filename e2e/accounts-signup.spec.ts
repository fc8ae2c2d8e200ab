import {
  expect,
  expectWorkspaceCreation,
  newUser,
  signUpThroughApi,
  SUBJECTS,
  test,
} from './fixtures';

test.describe('sign-up', () => {
  test("from the home page's 'Try for free' through the mailed link to a signed-in user", async ({
    page,
    mailbox,
  }) => {
    const user = newUser();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Try for free' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/verify-email$/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();

    const mail = await mailbox.waitForMessage(user.email, SUBJECTS.signup);
    await page.goto(mailbox.linkIn(mail, '/signup/profile'));
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByText('Use at least 8 characters')).toBeVisible();

    await page.getByLabel('Full name').fill(user.fullname);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create my account' }).click();

    await expect(page).toHaveURL(/\/signup\/workspace\?process=onboarding$/);
    await expectWorkspaceCreation(page, 'Ada');

    // The session outlives a reload.
    await page.reload();
    await expectWorkspaceCreation(page, 'Ada');
  });

  test('twice with one address creates no second account and answers the same', async ({
    page,
    request,
    mailbox,
  }) => {
    const user = await signUpThroughApi(request, mailbox);

    await page.goto('/signup/email');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();

    // The owner is told they already have an account; there is no link to a new one.
    const mail = await mailbox.waitForMessage(user.email, SUBJECTS.existingAccount);
    expect(() => mailbox.linkIn(mail, '/signup/profile')).toThrow();
    expect(mailbox.linkIn(mail, '/account/signin')).toBeTruthy();
    const signupMails = (await mailbox.messagesTo(user.email)).filter((message) =>
      SUBJECTS.signup.test(message.subject),
    );
    expect(signupMails).toHaveLength(1);

    // The account is the first one: its password still signs in.
    const signin = await request.post('/api/auth/signin', {
      form: { username: user.email, password: user.password },
    });
    expect(signin.status()).toBe(200);
  });
});
