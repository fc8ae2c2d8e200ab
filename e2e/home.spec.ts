import { expect, test, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { horizontalOverflow } from './accessibility';

/** The first route's budget of JavaScript, gzipped (ARCHITECTURE: code splitting). */
const FIRST_ROUTE_JS_BUDGET_BYTES = 200 * 1024;

test.describe('home page', () => {
  test("shows 'Sign in' and 'Try for free'", async ({ page }) => {
    await page.goto('/');
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Try for free' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('take off');
  });

  test("'Try for free' leads to sign-up", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Try for free' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("'Sign in' leads to the sign-in page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/signin$/);
  });

  test('shows the version the server reports', async ({ page, request }) => {
    const config = (await (await request.get('/api/config')).json()) as { version: string };
    await page.goto('/');
    await expect(page.getByTestId('app-version')).toContainText(config.version);
  });

  test('fits a 375 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

/** The first routes a visitor opens, and the heading that shows each is painted. */
const FIRST_ROUTES = [
  { path: '/', heading: /take off/ },
  { path: '/account/signin', heading: 'Sign in to Hangar' },
];

test.describe('first-route JavaScript', () => {
  for (const { path, heading } of FIRST_ROUTES) {
    test(`${path} loads less than 200 KB of gzipped JavaScript`, async ({ page }) => {
      // Module preloads and imports alike: every JavaScript file the page asked for before it
      // showed itself, once. What loads later on purpose (the toasts and modals host, a moment
      // after start: ui/overlays.ts) is not the first route's, however slow the machine.
      const beforePaint = new Set<string>();
      let painted = false;
      page.on('request', (request) => {
        if (!painted && new URL(request.url()).pathname.endsWith('.js'))
          beforePaint.add(request.url());
      });
      const scripts = new Map<string, Response>();
      page.on('response', (response) => {
        if (beforePaint.has(response.url())) scripts.set(response.url(), response);
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      painted = true;
      await page.waitForLoadState('networkidle');
      let gzippedBytes = 0;
      for (const script of scripts.values()) {
        // As bench/first-route-js.ts measures: gzip level 9 of each file.
        gzippedBytes += gzipSync(await script.body(), { level: 9 }).length;
      }
      expect(scripts.size).toBeGreaterThan(2);
      expect(gzippedBytes).toBeLessThan(FIRST_ROUTE_JS_BUDGET_BYTES);
    });
  }
});
