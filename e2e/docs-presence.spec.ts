import { expect } from './fixtures';
import { openAsMember, openAsOwner, test } from './two-editors';

test.describe('who else is on the doc', () => {
  test('a second person appears within 2 s of opening the doc, and goes when they leave', async ({
    page,
    browser,
    editors,
  }) => {
    const { address } = editors;
    await openAsOwner(page, editors);
    const presence = page.getByTestId('doc-presence');
    // Alone: nobody shown (not even oneself).
    await expect(presence).toHaveCount(0);

    const { graceContext, grace } = await openAsMember(browser, editors);
    await expect(presence).toHaveAttribute('aria-label', 'Also here: Grace Hopper', {
      timeout: 2000,
    });
    await expect(grace.getByTestId('doc-presence')).toHaveAttribute(
      'aria-label',
      'Also here: Ada Lovelace',
    );
    // A second tab of Grace's shows her once.
    const graceAgain = await graceContext.newPage();
    await graceAgain.goto(address);
    await expect(graceAgain.getByTestId('doc-presence')).toHaveAttribute(
      'aria-label',
      'Also here: Ada Lovelace',
    );
    await expect(presence.getByTestId('doc-presence-person')).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.screenshot({ path: 'docs/screenshots/docs/presence-light.png' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: 'docs/screenshots/docs/presence-dark.png' });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: 'docs/screenshots/docs/presence-375-dark.png' });

    await graceContext.close();
    await expect(presence).toHaveCount(0);
  });
});
