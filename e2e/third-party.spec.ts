import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { signedInOwner } from './group-fixtures';
import { E2E_CRISP_WEBSITE_ID, E2E_GTM_ID } from './third-party-ids';

const SIX_MONTHS_SECONDS = 6 * 30.4375 * 86_400;

/**
 * Watches every request to another origin than the app's: the tag manager's are answered with a
 * stub (no internet needed), the others refused. Returns the tag manager's and all of them.
 */
async function watchTagManager(context: BrowserContext, baseURL: string | undefined) {
  const requests: string[] = [];
  const crossOrigin: string[] = [];
  const appOrigin = new URL(baseURL ?? '').origin;
  await context.route(
    (url) => url.origin !== appOrigin,
    async (route) => {
      const url = route.request().url();
      crossOrigin.push(url);
      if (!url.startsWith('https://www.googletagmanager.com/')) return route.abort();
      requests.push(url);
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmLoaded = true;' });
    },
  );
  return { requests, crossOrigin };
}

type WatchedRequests = Awaited<ReturnType<typeof watchTagManager>>;

/** The tests' `tagManager`: the requests to other sites, watched from before the first page. */
const test = base.extend<{ tagManager: WatchedRequests }>({
  tagManager: async ({ context, baseURL }, use) => {
    await use(await watchTagManager(context, baseURL));
  },
});

function banner(page: Page) {
  return page.getByRole('region', { name: 'Cookie consent' });
}

test.describe('cookie consent', () => {
  // A visitor who never answered: no cky-consent cookie (the suite's default declines).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('no tag manager before yes, one after; the choice lasts six months', async ({
    page,
    context,
    tagManager: { requests, crossOrigin },
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Nothing leaves for another site before the answer: no tracker of any kind.
    expect(crossOrigin).toEqual([]);
    // The banner itself passes the accessibility check.
    const axe = await new AxeBuilder({ page }).include('[aria-label="Cookie consent"]').analyze();
    expect(axe.violations.map(({ id }) => id)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toBe(`https://www.googletagmanager.com/gtm.js?id=${E2E_GTM_ID}`);
    expect(crossOrigin).toEqual(requests);
    // The request is seen before its answer has run: wait for the script itself.
    await expect
      .poll(() => page.evaluate(() => (window as { __gtmLoaded?: boolean }).__gtmLoaded))
      .toBe(true);

    const cookie = (await context.cookies()).find(({ name }) => name === 'cky-consent');
    expect(cookie?.value).toBe('yes');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - SIX_MONTHS_SECONDS)).toBeLessThan(120);

    // Remembered: the next visit loads it at once, without asking.
    await page.reload();
    await expect.poll(() => requests.length).toBe(2);
    await expect(banner(page)).toBeHidden();
  });

  test('no blocks it, and the answer can be changed from the footer', async ({
    page,
    context,
    tagManager: { requests, crossOrigin },
  }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    expect(crossOrigin).toEqual([]);
    expect((await context.cookies()).find(({ name }) => name === 'cky-consent')?.value).toBe('no');

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => requests.length).toBe(1);
  });
});

test('Report Abuse opens the chat widget with the workspace and the page named', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  // A tiny stand-in for Crisp's loader: it runs the queued commands and records them.
  const fakeCrisp = `(() => {
    const seen = { websiteId: window.CRISP_WEBSITE_ID, messages: [], opened: false };
    window.__crisp = seen;
    const run = (command) => {
      if (command[0] === 'set' && command[1] === 'message:text') seen.messages.push(command[2][0]);
      if (command[0] === 'do' && command[1] === 'chat:open') seen.opened = true;
    };
    (window.$crisp || []).forEach(run);
    window.$crisp = { push: (...commands) => commands.forEach(run) };
  })();`;
  let loads = 0;
  await context.route('https://client.crisp.chat/l.js', async (route) => {
    loads += 1;
    await route.fulfill({ contentType: 'text/javascript', body: fakeCrisp });
  });
  const { workspaceId } = await signedInOwner(page, request, mailbox, 'Abuse Watch', '/group');
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(0); // Nothing loads until someone asks for support.

  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await page.getByRole('menuitem', { name: 'Report Abuse' }).click();
  await expect.poll(() => loads).toBe(1);
  // The loader's request is seen before the browser has run its answer: wait for it to have run.
  const crispSeen = () =>
    page.evaluate(
      () =>
        (window as { __crisp?: { websiteId: string; messages: string[]; opened: boolean } })
          .__crisp,
    );
  await expect.poll(async () => (await crispSeen())?.opened).toBe(true);
  const seen = await crispSeen();
  expect(seen?.websiteId).toBe(E2E_CRISP_WEBSITE_ID);
  expect(seen?.opened).toBe(true);
  expect(seen?.messages).toHaveLength(1);
  expect(seen?.messages[0]).toContain(`workspace "Abuse Watch" (id ${workspaceId})`);
  expect(seen?.messages[0]).toContain(`(/workspace/${workspaceId}/group)`);
});

test('the source maps of the web build are not served', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  const preloaded = [...html.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map(([, file]) => file);
  expect(entry).not.toBe('');
  // The build made the entry's map, for the error-reporting service only (build-info.ts)...
  const kept = path.join(import.meta.dirname, '..', 'apps', 'web', 'sourcemaps', `${entry}.map`);
  expect(existsSync(kept)).toBe(true);
  // ...and neither it nor any other map is served or linked.
  for (const script of [entry, ...preloaded]) {
    const served = await request.get(script ?? '');
    expect(served.status()).toBe(200);
    expect(await served.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  }
});
