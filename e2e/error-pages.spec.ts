import { expect, test } from '@playwright/test';

test.describe('error pages', () => {
  test("an unknown address shows 'This page could not be found'", async ({ page }) => {
    await page.goto('/this/page/does/not/exist');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute(
      'href',
      '/account/signin',
    );
  });

  test("a 410 from the API shows 'Resource is gone' with the server's reason", async ({ page }) => {
    await page.route('**/api/config', (route) =>
      route.fulfill({ status: 410, json: { detail: 'This installation was removed.' } }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Resource is gone' })).toBeVisible();
    await expect(
      page.getByText(
        'The resource you tried to access does not exist anymore. Either it or its containing workspace has been deleted.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Reason: This installation was removed.')).toBeVisible();
  });

  test("a lost connection shows 'Connection Lost', and 'Try again' recovers", async ({ page }) => {
    await page.route('**/api/config', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Connection Lost' })).toBeVisible();

    await page.unroute('**/api/config');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('take off');
    await expect(page.getByRole('heading', { name: 'Connection Lost' })).toHaveCount(0);
  });
});
