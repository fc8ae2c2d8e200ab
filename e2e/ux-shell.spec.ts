import type { Page } from '@playwright/test';
import { boxOf, overlaps } from './boxes';
import { expect, newUser, test } from './fixtures';
import {
  groupThroughApi,
  projectThroughApi,
  signedInOwner,
  signInToWorkspace,
} from './group-fixtures';
import { OwnServer } from './own-server';
import { mainMenu, openMainMenu, ownerWithWorkspace } from './workspace-fixtures';

/** Every toast showing (Mantine's notifications are alerts; forms' error cards are not toasts). */
function toasts(page: Page) {
  return page.locator('.mantine-Notification-root');
}

/** The user menu, opened from the workspace header (the side menu opened first on phones). */
async function openUserMenu(page: Page) {
  await openMainMenu(page);
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  return page.getByRole('menu', { name: 'User menu' });
}

test.describe('toasts', () => {
  for (const width of [1280, 375]) {
    test(`after creating a project, the toast covers none of the top bar's buttons (${width} px)`, async ({
      page,
      request,
      mailbox,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Toast Works');
      const groupId = await groupThroughApi(request, owner, workspaceId, 'Flight');
      await signInToWorkspace(
        page,
        owner,
        workspaceId,
        `/workspace/${workspaceId}/project/create?groupid=${groupId}`,
      );
      await page.getByLabel('Project name').fill('Apollo');
      await page.getByRole('button', { name: 'Create project' }).click();

      const toast = toasts(page).filter({ hasText: 'Project “Apollo” created' });
      await expect(toast).toBeVisible();
      // Measured at once, while the pointer holds it on screen (Mantine pauses its timer): toasts
      // sit at a fixed place, whatever the page under them does next.
      await toast.hover();
      const toastBox = await boxOf(toast);
      await expect(page.getByRole('heading', { name: 'Logs & Activity', level: 1 })).toBeAttached();
      const topBar = page.getByRole('banner');
      const actions = topBar.locator('button:visible, a:visible');
      expect(await actions.count()).toBeGreaterThan(1);
      for (const action of await actions.all()) {
        const box = await boxOf(action);
        expect(overlaps(toastBox, box), `the toast covers ${await action.innerText()}`).toBe(false);
      }
      // Under the top bar (at the top, clear of forms' buttons: e2e/toasts.spec.ts), inside the screen.
      expect(toastBox.y).toBeGreaterThanOrEqual(64);
      expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(width);
    });
  }

  test('the same action twice shows one toast, not two stacked', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Toast Twice');
    const groupId = await groupThroughApi(request, owner, workspaceId, 'Flight');
    const projectId = await projectThroughApi(request, owner, workspaceId, groupId, 'Gemini');
    await signInToWorkspace(
      page,
      owner,
      workspaceId,
      `/workspace/${workspaceId}/project/${projectId}/settings`,
    );
    const name = page.getByLabel('Project name');
    const saved = toasts(page).filter({ hasText: 'Project settings saved' });

    await name.fill('Gemini II');
    await name.press('Enter');
    await expect(saved).toBeVisible();
    // The pointer on the toast holds it on screen while the second save runs.
    await saved.hover();
    const secondSave = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith(`/api/projects/${projectId}`),
    );
    await name.fill('Gemini');
    await name.press('Enter');
    expect((await secondSave).status()).toBe(200);
    await expect(page.getByRole('banner').getByText('Gemini', { exact: true })).toBeVisible();
    await expect(saved).toHaveCount(1);
    await expect(saved).toBeVisible();
  });
});

test.describe('the settings navigation', () => {
  for (const { width, height } of [
    { width: 1280, height: 600 },
    { width: 375, height: 667 },
  ]) {
    test(`stays in view at the bottom of Profile, with its warning (${width}x${height})`, async ({
      page,
      request,
      mailbox,
    }) => {
      await page.setViewportSize({ width, height });
      const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Long Pages');
      // A pending e-mail change: Profile carries the red warning.
      const changed = await request.post('/api/users/me/email-reset', {
        headers: { Authorization: `Bearer ${owner.token}` },
        data: { email: `new-${owner.email}` },
      });
      expect(changed.status()).toBe(200);
      await signInToWorkspace(
        page,
        owner,
        workspaceId,
        `/workspace/${workspaceId}/settings/profile`,
      );
      const nav = page.getByRole('navigation', { name: 'Settings' });
      await expect(nav.getByRole('link', { name: /Profile/ })).toBeVisible();
      await expect(nav.getByLabel('Needs attention')).toBeVisible();

      // Scrolled again on each try: the page may still grow, or go back up once, as it loads.
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return window.scrollY;
          }),
        )
        .toBeGreaterThan(200);
      for (const link of await nav.getByRole('link').all()) {
        await expect(link).toBeInViewport();
      }
      await expect(nav.getByLabel('Needs attention')).toBeInViewport();
      // Under the top bar, not behind it.
      const topBar = await boxOf(page.getByRole('banner'));
      const first = await boxOf(nav.getByRole('link').first());
      expect(first.y).toBeGreaterThanOrEqual(topBar.y + topBar.height);
    });
  }
});

test("a group in the side menu names its team's faces", async ({ page, request, mailbox }) => {
  const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Faces');
  const groupId = await groupThroughApi(request, owner, workspaceId, 'Avionics');
  await projectThroughApi(request, owner, workspaceId, groupId, 'Autopilot');
  await signInToWorkspace(page, owner, workspaceId, `/workspace/${workspaceId}/group`);
  await mainMenu(page).getByRole('button', { name: 'Expand Avionics' }).click();
  const details = mainMenu(page).getByTestId('menu-group-details');
  await expect(details.getByRole('link', { name: /Autopilot/ })).toBeVisible();

  await expect(details.getByText('Team', { exact: true })).toBeVisible();
  const team = details.getByRole('group', { name: 'Avionics team' });
  await expect(team.getByRole('img', { name: owner.fullname })).toBeVisible();
  // No face without a name: every avatar and picture in the group's details is a named image.
  const faces = details.locator('.mantine-Avatar-root, img');
  expect(await faces.count()).toBeGreaterThan(0);
  for (const face of await faces.all()) {
    await expect(face).toHaveRole('img');
    await expect(face).toHaveAccessibleName(/\S/);
  }
});

test('initials of a long name fit inside the small avatars of a project card', async ({
  page,
  request,
  mailbox,
}) => {
  const user = newUser('Maximilian Alexander Wolfeschlegel');
  const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Initials', user);
  const groupId = await groupThroughApi(request, owner, workspaceId, 'Flight');
  await projectThroughApi(request, owner, workspaceId, groupId, 'Skylab');
  await signInToWorkspace(page, owner, workspaceId);
  const card = page.getByTestId('project-card').filter({ hasText: 'Skylab' });
  const avatar = card.getByRole('img', { name: user.fullname });
  await expect(avatar).toHaveText('MW');

  const { outer, text } = await avatar.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const ring = parseFloat(getComputedStyle(element).borderTopWidth) || 0;
    const rect = element.getBoundingClientRect();
    const glyphs = range.getBoundingClientRect();
    return {
      outer: {
        x: rect.x + ring,
        y: rect.y + ring,
        width: rect.width - 2 * ring,
        height: rect.height - 2 * ring,
      },
      text: { x: glyphs.x, y: glyphs.y, width: glyphs.width, height: glyphs.height },
    };
  });
  expect(text.width).toBeGreaterThan(0);
  expect(text.x).toBeGreaterThanOrEqual(outer.x);
  expect(text.x + text.width).toBeLessThanOrEqual(outer.x + outer.width);
  expect(text.y).toBeGreaterThanOrEqual(outer.y);
  expect(text.y + text.height).toBeLessThanOrEqual(outer.y + outer.height);
});

test.describe('help', () => {
  test("without HELP_URL, the user menu's Help opens the built-in guide", async ({
    page,
    request,
    mailbox,
  }) => {
    await signedInOwner(page, request, mailbox, 'Guide');
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Help' }).click();
    await expect(page).toHaveURL('/help');
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    for (const section of [
      'Workspaces, groups and projects',
      'Docs',
      'Logs',
      'Planning',
      'Sharing',
      'Plans and billing',
      'Keyboard shortcuts',
    ]) {
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    // Signed in: the way back to the workspace, not Sign in.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Open Hangar' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('the guide is open to visitors who are not signed in', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Sharing' })
      .click();
    await expect(page).toHaveURL('/help#sharing');
    await expect(page.getByRole('heading', { name: 'Sharing' })).toBeInViewport();
  });

  test('without a chat widget, Report Abuse writes to the support address', async ({ page }) => {
    // The suite's server has a Crisp id: this one, of the test's own, has none.
    const server = await OwnServer.create();
    try {
      const ada = newUser('Ada Lovelace');
      const { workspaceId } = await server.ownerWithWorkspace(ada, 'Quiet Co');
      await server.signIn(page, ada, workspaceId, `/workspace/${workspaceId}/group`);
      await expect(page).toHaveTitle('Groups · Hangar');

      const menu = await openUserMenu(page);
      const report = menu.getByRole('menuitem', { name: 'Report Abuse' });
      const href = new URL((await report.getAttribute('href')) ?? '');
      expect(href.protocol).toBe('mailto:');
      expect(href.pathname).toBe('support@127.0.0.1');
      expect(href.searchParams.get('subject')).toBe(
        `Abuse report: workspace "Quiet Co" (id ${workspaceId})`,
      );
      const body = href.searchParams.get('body') ?? '';
      expect(body).toContain(`workspace "Quiet Co" (id ${workspaceId})`);
      expect(body).toContain(`(/workspace/${workspaceId}/group)`);
      expect(body).toContain(`on the page "${await page.title()}"`);
      // Help without HELP_URL is the built-in guide here too.
      await expect(menu.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', '/help');
    } finally {
      await server.kill();
    }
  });
});

test.describe('colour scheme', () => {
  /**
   * Records the first value the page gives `data-mantine-color-scheme`, and whether the body
   * existed yet (before it, nothing has been painted).
   */
  async function recordFirstScheme(page: Page) {
    await page.addInitScript(() => {
      const record = window as { __firstScheme?: { value: string | null; bodyYet: boolean } };
      const observer = new MutationObserver(() => {
        const value = document.documentElement?.getAttribute('data-mantine-color-scheme');
        if (!value || record.__firstScheme) return;
        record.__firstScheme = { value, bodyYet: document.body !== null };
        observer.disconnect();
      });
      observer.observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-mantine-color-scheme'],
      });
    });
  }

  function firstScheme(page: Page) {
    return page.evaluate(
      () => (window as { __firstScheme?: { value: string; bodyYet: boolean } }).__firstScheme,
    );
  }

  function scheme(page: Page) {
    return page.locator('html');
  }

  test('Dark from the user menu: dark at once, and from the first paint after a reload', async ({
    page,
    request,
    mailbox,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signedInOwner(page, request, mailbox, 'Night Shift');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

    const menu = await openUserMenu(page);
    const dark = menu.getByRole('menuitemradio', { name: 'Dark' });
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await dark.click();
    await expect(dark).toHaveAttribute('aria-checked', 'true');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await recordFirstScheme(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    expect(await firstScheme(page)).toEqual({ value: 'dark', bodyYet: false });
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

    // Light holds on a dark system too.
    await page.emulateMedia({ colorScheme: 'dark' });
    const again = await openUserMenu(page);
    await again.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    expect(await firstScheme(page)).toEqual({ value: 'light', bodyYet: false });
  });

  test('System follows the system, also while the page is open', async ({
    page,
    request,
    mailbox,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstScheme(page);
    await page.goto('/help');
    expect(await firstScheme(page)).toEqual({ value: 'dark', bodyYet: false });
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await signedInOwner(page, request, mailbox, 'Follow Me');
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
    await menu.getByRole('menuitemradio', { name: 'System' }).click();
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
