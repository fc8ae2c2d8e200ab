import { expect, test } from './fixtures';
import { signedInOwner } from './group-fixtures';

test('signing out in another tab shows the signed-out modal, which leads to sign-in', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  const { workspaceId } = await signedInOwner(page, request, mailbox, 'Two Tabs', '/group');
  await page.waitForLoadState('networkidle');

  const otherTab = await context.newPage();
  await otherTab.goto(`/workspace/${workspaceId}`);
  await otherTab.getByRole('button', { name: 'Open the user menu' }).click();
  await otherTab.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(otherTab).toHaveURL(/\/account\/signin\?signout=1$/);

  const modal = page.getByRole('dialog', { name: 'You have been signed out' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('You signed out in another tab or window.');
  // Not easily closable: Escape leaves it open, and it has no close button.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: /close/i })).toHaveCount(0);

  await modal.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(
    `/account/signin?next=${encodeURIComponent(`/workspace/${workspaceId}/group`)}`,
  );
  await expect(modal).toBeHidden();
});

test('a session revoked elsewhere (a password changed on another device) shows the signed-out modal', async ({
  page,
  request,
  mailbox,
}) => {
  const { owner, workspaceId } = await signedInOwner(page, request, mailbox, 'Revoked', '/group');
  await page.waitForLoadState('networkidle');

  // Another device changes the password: every other session ends, this tab's too.
  const changed = await request.put('/api/users/me/password', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { current_password: owner.password, new_password: 'a brand new secret 42' },
  });
  expect(changed.status()).toBe(200);

  const modal = page.getByRole('dialog', { name: 'You have been signed out' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Your session has ended: it was revoked, or it expired.');
  await modal.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(
    `/account/signin?next=${encodeURIComponent(`/workspace/${workspaceId}/group`)}`,
  );
});

test('a new version on the server opens the reload modal: Escape closes it, Reload loads it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  const running = (await (await page.request.get('/api/config')).json()) as { build_id: string };

  // The server now reports another build, as after a deploy.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, build_id: `${running.build_id}-next` } });
  });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const modal = page.getByRole('dialog', { name: 'A new version of Hangar is available' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // 'Later' holds for that build.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForTimeout(500);
  await expect(modal).toBeHidden();

  // Yet another deploy asks again; Reload loads the page anew, from the server's current build.
  let reported = `${running.build_id}-next-2`;
  await page.unroute('**/api/config');
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, build_id: reported } });
  });
  await page.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
    window.dispatchEvent(new Event('focus'));
  });
  await expect(modal).toBeVisible();
  // The build that page will load is the one the server now serves (the test's only build).
  reported = running.build_id;
  const reloaded = page.waitForEvent('load');
  await modal.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBe(
    undefined,
  );
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  const configAfter = page.waitForResponse('**/api/config');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  expect(((await (await configAfter).json()) as { build_id: string }).build_id).toBe(
    running.build_id,
  );
  await page.waitForTimeout(500);
  await expect(modal).toBeHidden();
});
