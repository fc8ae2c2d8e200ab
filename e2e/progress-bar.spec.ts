import { expect, test } from '@playwright/test';

test('the top progress bar shows while a slow request is in flight, then hides', async ({
  page,
}) => {
  await page.route('**/api/config', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connection Lost' })).toBeVisible();

  await page.unroute('**/api/config');
  await page.route('**/api/config', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const progressBar = page.locator('.mantine-Progress-root');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(progressBar).toHaveAttribute('data-mounted', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('take off');
  await expect(progressBar).not.toHaveAttribute('data-mounted', 'true');
});
