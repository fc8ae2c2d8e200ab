import type { APIRequestContext } from '@playwright/test';
import { horizontalOverflow, violationsIn } from './accessibility';
import { expect, test } from './fixtures';
import { signedInOwner, signInToWorkspace } from './group-fixtures';
import { showLook } from './screenshots';
import { ownerWithWorkspace, type ApiUser } from './workspace-fixtures';

const SHOWN_ONCE = "Copy this token now. You won't be able to see it again.";

/** A read & write token of `owner`, made through the API: its clear text. */
async function tokenThroughApi(request: APIRequestContext, owner: ApiUser, name: string) {
  const created = await request.post('/api/users/me/api-tokens', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { name, scope: 'write', expires_in_days: 30 },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { token: string }).token;
}

test.describe('personal API tokens', () => {
  // Modals appear without their transitions: the pictures show them settled.
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('a read-only token made in Profile & security reads, cannot write, and stops at once when revoked', async ({
    page,
    context,
    request,
    mailbox,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { owner, workspaceId } = await signedInOwner(
      page,
      request,
      mailbox,
      'Acme',
      '/settings/profile',
    );
    const section = page.getByRole('region', { name: 'API tokens' });
    await expect(section.getByText('No API tokens yet')).toBeVisible();
    await expect(section.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/api/docs',
    );

    // Create a read-only token, with the keyboard's focus where it should be.
    await section.getByRole('button', { name: 'Create token' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API token' });
    const name = form.getByRole('textbox', { name: /Name/ });
    await expect(name).toBeFocused();
    await name.fill('Nightly export');
    await expect(form.getByRole('radio', { name: /Read-only/ })).toBeChecked();
    await expect(form.getByRole('combobox', { name: /Expires/ })).toHaveValue('30 days');
    await form.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API token' });
    await expect(shown.getByText(SHOWN_ONCE)).toBeVisible();
    const field = shown.getByRole('textbox', { name: /Token “Nightly export”/ });
    const token = await field.inputValue();
    expect(token).toMatch(/^hgr_[\w-]{20,}$/);
    await expect(field).toHaveAttribute('readonly', '');
    const copy = shown.getByRole('button', { name: 'Copy' });
    await expect(copy).toBeFocused();
    await page.screenshot({ path: 'docs/screenshots/api-tokens-created.png' });
    expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);
    await copy.click();
    await expect(shown.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    // The list behind the modal has it already, by its first characters only.
    const listed = section.getByRole('listitem', { name: 'Nightly export' });
    await expect(listed).toContainText(`${token.slice(0, 10)}…`);
    await expect(listed).toContainText('Never used');
    await expect(listed).not.toContainText(token);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(page.getByText(token)).toHaveCount(0);

    // A script holding it reads the workspace, as the app's calls do, and may not write.
    const asScript = { Authorization: `Bearer ${token}`, 'X-Workspace-Id': String(workspaceId) };
    const read = await request.get('/api/workspaces/c', { headers: asScript });
    expect(read.status()).toBe(200);
    expect(((await read.json()) as { name: string }).name).toBe('Acme');
    const write = await request.post('/api/groups', { headers: asScript, data: { name: 'Ops' } });
    expect(write.status()).toBe(403);

    // A second token, made by the owner's session; the list shows both, with their last use.
    const second = await request.post('/api/users/me/api-tokens', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { name: 'Deploy script', scope: 'write', expires_in_days: 90 },
    });
    expect(second.status()).toBe(201);
    await page.reload();
    await expect(section.getByRole('listitem')).toHaveCount(2);
    const deploy = section.getByRole('listitem', { name: 'Deploy script' });
    await expect(deploy).toContainText('Read & write');
    await expect(deploy).toContainText('Never used');
    await expect(listed).toContainText('Read-only');
    await expect(listed).toContainText('Last used just now');
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/api-tokens.png' });
    expect(await violationsIn(page, '[aria-labelledby="section-api-tokens"]')).toEqual([]);

    // On a phone, in the dark: the rows stack, nothing runs off the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await section.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const revokeBox = await listed
      .getByRole('button', { name: 'Revoke Nightly export' })
      .boundingBox();
    expect(revokeBox && revokeBox.x + revokeBox.width).toBeLessThanOrEqual(375);
    await listed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/api-tokens-375-dark.png' });
    expect(await violationsIn(page, '[aria-labelledby="section-api-tokens"]')).toEqual([]);

    // Revoking asks first; then the token leaves the list and stops working at once.
    await listed.getByRole('button', { name: 'Revoke Nightly export' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke “Nightly export”?' });
    await expect(confirm).toContainText('stop working at once');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(listed).toHaveCount(0);
    await expect(section.getByRole('listitem')).toHaveCount(1);
    const refused = await request.get('/api/workspaces/c', { headers: asScript });
    expect(refused.status()).toBe(401);
  });

  test('a password change with “Also revoke my API tokens” ticked empties the list, here and in another tab, and the tokens stop', async ({
    page,
    context,
    request,
    mailbox,
  }, testInfo) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Acme');
    const tokens = [
      await tokenThroughApi(request, owner, 'Deploy script'),
      await tokenThroughApi(request, owner, 'Nightly export'),
    ];
    const scriptCall = async (token: string) =>
      (
        await request.get('/api/workspaces/c', {
          headers: { Authorization: `Bearer ${token}`, 'X-Workspace-Id': String(workspaceId) },
        })
      ).status();
    await signInToWorkspace(page, owner, workspaceId, `/workspace/${workspaceId}/settings/profile`);
    // Another tab of the same browser, on /account: the same session, so it stays signed in.
    const otherTab = await context.newPage();
    await otherTab.goto('/account');
    const otherList = otherTab.getByRole('region', { name: 'API tokens' });
    await expect(otherList.getByRole('listitem')).toHaveCount(2);

    const section = page.getByRole('region', { name: 'Password' });
    const box = section.getByRole('checkbox', { name: 'Also revoke my API tokens' });
    await expect(box).not.toBeChecked();
    await expect(section).toContainText('Revokes all 2 of your API tokens');

    // With the keyboard only: Tab from the new password reaches the box, Space ticks it.
    await section.getByLabel('Current password').fill(owner.password);
    const newPassword = section.getByLabel('New password', { exact: true });
    await newPassword.fill('a brand new secret');
    await newPassword.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    expect(await violationsIn(page, '[aria-labelledby="section-password"]')).toEqual([]);

    // The section, wide and on a phone, light and dark.
    for (const [width, scheme] of [
      [1280, 'light'],
      [1280, 'dark'],
      [375, 'light'],
      [375, 'dark'],
    ] as const) {
      await showLook(page, { width, scheme });
      await section.scrollIntoViewIfNeeded();
      const name = `password-revoke-tokens-${width}-${scheme}.png`;
      const kept = (width === 1280 && scheme === 'light') || (width === 375 && scheme === 'dark');
      await section.screenshot({
        path: kept ? `docs/screenshots/${name}` : testInfo.outputPath(name),
      });
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await box.press('Tab');
    await expect(section.getByRole('button', { name: 'Change password' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Your other sessions were signed out and your 2 API tokens revoked.'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'API tokens' }).getByText('No API tokens yet'),
    ).toBeVisible();
    await expect(box).toHaveCount(0);
    // The other tab hears of it on the live channel, without a reload.
    await expect(otherList.getByText('No API tokens yet')).toBeVisible();
    await expect(otherTab.getByRole('checkbox', { name: 'Also revoke my API tokens' })).toHaveCount(
      0,
    );
    for (const token of tokens) expect(await scriptCall(token)).toBe(401);
  });
});
