import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from '../bench/lib';
import { E2E_CRISP_WEBSITE_ID, E2E_GTM_ID } from './third-party-ids';

// Playwright evaluates this file again in every worker: pick the ports and the data folder once,
// in the main process, and hand them down through the environment.
process.env.HANGAR_E2E_PORT ??= String(await freePort());
process.env.HANGAR_E2E_SMTP_PORT ??= String(await freePort());
process.env.HANGAR_E2E_MAIL_PORT ??= String(await freePort());
process.env.HANGAR_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hangar-e2e-'));

const port = Number(process.env.HANGAR_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/** The mail capture's HTTP API (fixtures.ts reads the messages there). */
const mailApiURL = `http://127.0.0.1:${process.env.HANGAR_E2E_MAIL_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Both cores of a CI machine: the browser tests are most of `npm test`'s time.
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: join(repoRoot, 'test-results'),
  // The template workspace of demo workspaces, made once the server is up (see the server's env).
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // Most tests take 5-20 s; a slow two-core machine running two workers, each test with its own
  // browser contexts and sign-ups, took several past 60 s (CI of stop 29: a fresh page there takes
  // about 2 s to show its heading alone, 5-8 s beside the other worker). Tests that restart servers
  // or visit every page are marked slow (three times this).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // The visitor already declined cookies, so the banner never covers what a test clicks.
    // third-party.spec.ts starts without this cookie to test the banner itself.
    storageState: {
      cookies: [
        {
          name: 'cky-consent',
          value: 'no',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, or the one CHROMIUM_PATH names (README, scripts/check-chromium.mjs).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // First the mailbox: the app sends every e-mail to it over SMTP.
      command: 'npx tsx e2e/mail-capture.ts',
      cwd: repoRoot,
      url: `${mailApiURL}/health`,
      env: {
        HANGAR_E2E_SMTP_PORT: String(process.env.HANGAR_E2E_SMTP_PORT),
        HANGAR_E2E_MAIL_PORT: String(process.env.HANGAR_E2E_MAIL_PORT),
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/start.mjs',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        DATA_DIR: process.env.HANGAR_E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${process.env.HANGAR_E2E_SMTP_PORT}`,
        // Each test speaks from its own address (fixtures.ts): per-IP rate limits count per
        // test, as for real people, instead of for the whole suite on 127.0.0.1.
        TRUST_PROXY: 'true',
        // global-setup.ts creates it first thing: the first workspace of the fresh data folder.
        TEMPLATE_WORKSPACE_ID: '1',
        // Page history: a version once a doc's edits pause for 1.2 s, not 10 minutes.
        HISTORY_QUIET_MINUTES: '0.02',
        LOG_LEVEL: 'warn',
        // The tag manager (after consent) and the chat widget: the CSP allows their hosts.
        GTM_ID: E2E_GTM_ID,
        CRISP_WEBSITE_ID: E2E_CRISP_WEBSITE_ID,
      },
      reuseExistingServer: false,
      timeout: 180_000,
      // Its warnings and errors (a 503 a test met, a failed request) show in the run's output.
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
