import { horizontalOverflow } from './accessibility';
import {
  expect,
  expectWorkspaceCreation,
  signedInWithoutWorkspace,
  signInThroughPage,
  signUpThroughApi,
  test,
} from './fixtures';

test('a 401 on a form submit asks to sign in again, and the form is sent as typed', async ({
  page,
  request,
  mailbox,
}) => {
  const user = await signedInWithoutWorkspace(page, request, mailbox, '/account');
  await expect(page.getByRole('heading', { name: 'Profile & security' })).toBeVisible();

  // Elsewhere, the password changes: every other session ends, this browser's too.
  const signin = await request.post('/api/auth/signin', {
    form: { username: user.email, password: user.password },
  });
  const { access_token: accessToken } = (await signin.json()) as { access_token: string };
  const newPassword = 'a newer secret phrase';
  const changed = await request.put('/api/users/me/password', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { current_password: user.password, new_password: newPassword },
  });
  expect(changed.status()).toBe(200);

  await page.getByLabel('Full name').fill('Ada King');
  await page.getByRole('button', { name: 'Save' }).click();
  const modal = page.getByRole('dialog', { name: 'Your authentication has expired' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  await modal.getByLabel('Password', { exact: true }).fill(newPassword);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada King');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada King');
});

test('the account pages fit a 375 px wide phone', async ({ page, request, mailbox }) => {
  const user = await signUpThroughApi(request, mailbox);
  await page.setViewportSize({ width: 375, height: 812 });

  for (const path of ['/account/signin', '/signup', '/account/password-lost']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await horizontalOverflow(page), path).toBe(0);
  }
  await signInThroughPage(page, user.email, user.password);
  await expectWorkspaceCreation(page, 'Ada');
  expect(await horizontalOverflow(page), '/signup/workspace').toBe(0);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Profile & security' })).toBeVisible();
  expect(await horizontalOverflow(page), '/account').toBe(0);
});
