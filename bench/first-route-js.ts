// The gzipped size of the JavaScript a browser loads to show a route, by loading it in Chromium.
// Budget: under 200 KB for the first route; the editor and other heavy parts load lazily.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freshDataDir, startServer } from './lib';

const BUDGET_BYTES = 200 * 1024;
const ROUTES = ['/account/signin', '/'];

const server = await startServer(freshDataDir());
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let over = false;
try {
  for (const route of ROUTES) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    });
    await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'networkidle' });
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    console.log(
      `${route}: ${(total / 1024).toFixed(1)} KB of gzipped JS in ${scripts.size} files ` +
        `(budget ${BUDGET_BYTES / 1024} KB)`,
    );
    for (const [url, size] of scripts) {
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
    }
    if (total > BUDGET_BYTES) over = true;
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over) {
  console.log('OVER BUDGET: first-route JavaScript');
  process.exitCode = 1;
}
