import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { MAIN_PAGES, openSettled, seedMainPages, signInSeededUser } from './main-pages';
import { uniqueEmail } from './fixtures';

test('every main page has no serious or critical accessibility violation', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(240_000);
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
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const bad = results.violations.filter(
      ({ impact }) => impact === 'serious' || impact === 'critical',
    );
    if (bad.length > 0) {
      found[name] = bad.map(
        ({ id, help, nodes }) =>
          `${id}: ${help} (${nodes
            .slice(0, 3)
            .map(({ html, any }) => `${html.slice(0, 120)} ${any[0]?.message ?? ''}`)
            .join(' | ')})`,
      );
    }
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
