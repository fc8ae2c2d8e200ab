import {
  expect,
  signedInWithoutWorkspace,
  signinError,
  signInThroughPage,
  signUpThroughApi,
  test,
} from './fixtures';

test.describe('sign-in', () => {
  test('signs out, then in again', async ({ page, request, mailbox }) => {
    const user = await signedInWithoutWorkspace(page, request, mailbox);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/account\/signin\?signout=1$/);
    await expect(page.getByText('You have been signed out')).toBeVisible();

    // Really out: a new page load does not sign the user back in with the refresh cookie.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/signin\?next=%2Faccount$/);

    await signInThroughPage(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Profile & security' })).toBeVisible();
  });

  test("a wrong password reads 'Incorrect email or password'", async ({
    page,
    request,
    mailbox,
  }) => {
    const user = await signUpThroughApi(request, mailbox);
    await signInThroughPage(page, user.email, 'not the password');
    await expect(signinError(page)).toHaveText('Incorrect email or password');
    await expect(page).toHaveURL(/\/account\/signin$/);

    // An unknown address reads the same.
    await page.getByLabel('E-mail').fill(`nobody-${user.email}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(signinError(page)).toHaveText('Incorrect email or password');
  });

  test('next brings the user back to the address first asked for', async ({
    page,
    request,
    mailbox,
  }) => {
    const user = await signUpThroughApi(request, mailbox);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/signin\?next=%2Faccount$/);
    await signInThroughPage(page, user.email, user.password);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Profile & security' })).toBeVisible();
  });

  test('a signed-in user opening sign-in goes to their workspace step', async ({
    page,
    request,
    mailbox,
  }) => {
    await signedInWithoutWorkspace(page, request, mailbox);
    await page.goto('/account/signin');
    await expect(page).toHaveURL(/\/signup\/workspace\?process=onboarding$/);
  });
});
