import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { subscribedOwner } from './billing-fixtures';
import { expect, newUser, signInThroughPage, test, uniqueEmail } from './fixtures';
import { signInToWorkspace } from './group-fixtures';
import { MAIN_PAGES, openSettled, seedMainPages, signInSeededUser } from './main-pages';
import { ownerWithWorkspace } from './workspace-fixtures';

/** The serious and critical WCAG 2.1 A/AA violations on the page as it is now, readable. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, help, nodes }) =>
        `${id}: ${help} (${nodes
          .slice(0, 3)
          .map(({ html, any }) => `${html.slice(0, 120)} ${any[0]?.message ?? ''}`)
          .join(' | ')})`,
    );
}

/** Light and dark at the desktop width, and the narrowest phone width of SPEC.md section 9. */
const LOOKS = [
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 1280 },
  { colorScheme: 'light', width: 375 },
] as const;

for (const { colorScheme, width } of LOOKS) {
  test.describe(`${colorScheme}, ${width} px`, () => {
    test.use({ colorScheme, viewport: { width, height: 900 } });

    test('every main page has no serious or critical accessibility violation', async ({
      page,
      request,
      mailbox,
    }) => {
      test.slow();
      const seed = await seedMainPages(
        request,
        async (email) => {
          const mail = await mailbox.waitForMessage(email, /Confirm your e-mail address/);
          const link = mailbox.linkIn(mail, '/signup/profile');
          return new URL(link).searchParams.get('token') ?? '';
        },
        uniqueEmail('ada'),
      );
      const found: Record<string, string[]> = {};
      const check = async (name: string, path: string) => {
        await openSettled(page, path);
        const bad = await violations(page);
        if (bad.length > 0) found[name] = bad;
      };

      for (const main of MAIN_PAGES.filter(({ signedIn }) => !signedIn)) {
        await check(main.name, main.path(seed));
      }
      await signInSeededUser(page, seed);
      for (const main of MAIN_PAGES.filter(({ signedIn }) => signedIn)) {
        await check(main.name, main.path(seed));
      }
      expect(found).toEqual({});
    });
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(colorScheme, () => {
    test.use({ colorScheme });

    test('the billing alert bar and open modals have no serious or critical violation', async ({
      page,
      request,
      mailbox,
    }) => {
      const { owner, workspaceId } = await subscribedOwner(request, mailbox, 'Alert Works', 1);
      const canceled = await request.post('/api/billing/subscription/cancel', {
        headers: { Authorization: `Bearer ${owner.token}`, 'X-Workspace-Id': String(workspaceId) },
      });
      expect(canceled.ok()).toBe(true);
      await signInToWorkspace(page, owner, workspaceId);
      const found: Record<string, string[]> = {};

      await openSettled(page, `/workspace/${workspaceId}`);
      await expect(page.getByRole('complementary', { name: 'Billing alert' })).toBeVisible();
      found['alert bar'] = await violations(page);

      // The search modal, over the page and its alert bar.
      await page.keyboard.press('Control+K');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300); // The modal's transition.
      found['search modal'] = await violations(page);
      await page.keyboard.press('Escape');

      // A confirm modal with a critical action.
      await openSettled(page, `/workspace/${workspaceId}/settings/workspace`);
      await page.getByRole('button', { name: 'Delete workspace' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete Alert Works?' })).toBeVisible();
      await page.waitForTimeout(300);
      found['confirm modal'] = await violations(page);

      expect(Object.fromEntries(Object.entries(found).filter(([, bad]) => bad.length))).toEqual({});
    });

    test('a red avatar’s initials read at 4.5:1', async ({ page, request, mailbox }) => {
      // Grace Hopper's avatar is red (avatarColor): the red of critical buttons is darker.
      const { owner, workspaceId } = await ownerWithWorkspace(
        request,
        mailbox,
        'Contrast Co',
        newUser('Grace Hopper'),
      );
      await signInThroughPage(page, owner.email, owner.password);
      // Signed in once the page leaves the form: opening another page sooner cancels the sign-in.
      await page.waitForURL((url) => !url.pathname.startsWith('/account/signin'));
      await openSettled(page, `/workspace/${workspaceId}/settings/team`);
      const avatars = page.locator('.mantine-Avatar-root');
      await expect(avatars.first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('.mantine-Avatar-root')
        .withRules(['color-contrast'])
        .analyze();
      expect(
        results.violations.flatMap((violation) => violation.nodes.map((node) => node.html)),
      ).toEqual([]);
      expect(results.passes.length + results.incomplete.length).toBeGreaterThan(0);
    });
  });
}

test.describe('dark system', () => {
  test.use({ colorScheme: 'dark' });

  test('the page is dark before the app script runs (no white flash)', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/account/signin');
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background).toBe('rgb(36, 36, 36)');
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute(
      'content',
      'light dark',
    );
  });
});
