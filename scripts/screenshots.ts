// `npm run screenshots [-- name ...]`: starts the app on a fresh data folder (like the browser
// tests), seeds a workspace through the API, and writes docs/screenshots/page-<name>-<width>.png
// for every main page (e2e/main-pages.ts) at 375, 768, 1280 and 1680 px in light mode, plus one
// dark example, then docs/screenshots/flows/<scene>-<width>.png for the scenes of
// scripts/screenshot-scenes.ts. Names after `--` pick pages and scenes. Needs a fresh build (`npm run build`: it refuses to shoot an older one) and
// Chromium.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, request, type Browser } from '@playwright/test';
import { freshDataDir, repoRoot, startServer } from '../bench/lib';
import { outboxLink, SCENES, type SceneRun } from './screenshot-scenes';
import {
  MAIN_PAGES,
  openSettled,
  seedMainPages,
  signInSeededUser,
  type MainPage,
  type MainPagesSeed,
} from '../e2e/main-pages';

const WIDTHS = [375, 768, 1280, 1680] as const;
const HEIGHT = 900;
const DARK_EXAMPLE = { page: 'workspace-home', width: 1280 } as const;
const outDir = path.join(repoRoot, 'docs', 'screenshots');
const flowsDir = path.join(outDir, 'flows');

/** The newest modification time of a file under `entry` (0 when it does not exist). */
function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Pictures of an older build would show what the code no longer does: stop instead. */
function refuseStaleBuild(): void {
  const built = path.join(repoRoot, 'apps', 'web', 'dist', 'build.json');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'packages/contracts/src',
    'packages/domain/src',
  ];
  const stale = sources.filter((source) => newestMtime(path.join(repoRoot, source)) > builtAt);
  if (stale.length > 0) {
    console.error(
      builtAt === 0
        ? 'No web build: run `npm run build` first.'
        : `The web build is older than ${stale.join(', ')}: run \`npm run build\` first.`,
    );
    process.exit(1);
  }
}

async function shoot(
  browser: Browser,
  baseURL: string,
  seed: MainPagesSeed,
  pages: readonly MainPage[],
  width: number,
  colorScheme: 'light' | 'dark',
): Promise<void> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: HEIGHT },
    colorScheme,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  const suffix = colorScheme === 'dark' ? '-dark' : '';
  let signedIn = false;
  for (const main of [...pages].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
    if (main.signedIn && !signedIn) {
      await signInSeededUser(page, seed);
      signedIn = true;
    }
    await openSettled(page, main.path(seed));
    const file = path.join(outDir, `page-${main.name}-${width}${suffix}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  ${path.relative(repoRoot, file)}`);
  }
  await context.close();
}

refuseStaleBuild();
const only = process.argv.slice(2);
const pages = only.length ? MAIN_PAGES.filter(({ name }) => only.includes(name)) : MAIN_PAGES;
mkdirSync(flowsDir, { recursive: true });
// No third party in the pictures (no cookie banner).
for (const name of ['GTM_ID', 'CRISP_WEBSITE_ID', 'SENTRY_DSN', 'SENTRY_DSN_WEB', 'SMTP_URL']) {
  delete process.env[name];
}
const dataDir = freshDataDir();
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const api = await request.newContext({ baseURL: server.baseUrl });
  const email = `ada+${Date.now().toString(36)}@example.com`;
  const seed = await seedMainPages(
    api,
    async (address) =>
      new URL(
        await outboxLink(path.join(dataDir, 'mail'), address, '/signup/profile'),
      ).searchParams.get('token') ?? '',
    email,
  );
  await api.dispose();
  for (const width of WIDTHS) {
    console.log(`${width} px`);
    await shoot(browser, server.baseUrl, seed, pages, width, 'light');
  }
  const dark = pages.filter(({ name }) => name === DARK_EXAMPLE.page);
  if (dark.length) await shoot(browser, server.baseUrl, seed, dark, DARK_EXAMPLE.width, 'dark');
  const run: SceneRun = {
    browser,
    baseURL: server.baseUrl,
    seed,
    mailDir: path.join(dataDir, 'mail'),
    async shoot(page, name, options = {}) {
      const width = page.viewportSize()?.width ?? 0;
      const file = path.join(flowsDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
      console.log(`  ${path.relative(repoRoot, file)}`);
    },
  };
  for (const scene of only.length ? SCENES.filter(({ name }) => only.includes(name)) : SCENES) {
    console.log(`scene ${scene.name}`);
    await scene.run(run);
  }
} finally {
  await browser.close();
  await server.stop();
}
