import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** One look of a screenshot: the width of the screen and its colour scheme. */
export interface Look {
  width: 1280 | 375;
  scheme: 'light' | 'dark';
}

const HEIGHTS = { 1280: 800, 375: 812 } as const;

/** Shows the page as `look`: 1280 x 900, or a 375 x 812 phone, in the look's colour scheme. */
export async function showLook(page: Page, { width, scheme }: Look): Promise<void> {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  await page.emulateMedia({ colorScheme: scheme });
}

/**
 * Pictures of the screen as it is, for docs/screenshots: `<name>-<width>-<scheme>.png`, light and
 * dark, 1280 px wide and on a phone, each once the scheme applies, the page's top progress bar is
 * gone and `ready` passes; then back to 1280x720 light for what the test does next.
 */
export async function screenshotLooks(
  page: Page,
  name: string,
  ready: (look: Look) => Promise<void>,
): Promise<void> {
  for (const width of [1280, 375] as const) {
    await page.setViewportSize({ width, height: HEIGHTS[width] });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.locator('.mantine-Progress-root[data-mounted="true"]')).toHaveCount(0);
      await ready({ width, scheme });
      await page.screenshot({ path: `docs/screenshots/${name}-${width}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
}
