// What a user of the search modal sees: the time from typing a word into the empty search box to
// the first result, and to the first "In documents" result, in a real browser (Debian's Chromium)
// against the bench's server, which then also serves the built web app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { normalizeSearchText } from '../packages/domain/src/search';
import { launchForOwner } from './browser-owner';
import type { startBenchServer } from './in-process';

type Bench = Awaited<ReturnType<typeof startBenchServer>>;

export const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../apps/web/dist');
const PASSWORD = 'bench keystrokes 1843';

export interface KeystrokeTimes {
  /** Milliseconds from the word's input event to a result holding it, any section. */
  firstResult: number[];
  /** The same, to a result in "In documents" (from the server's full-text search), when one came. */
  inDocuments: number[];
}

/**
 * Watches the modal: when a result holds the word typed last (`window.benchWatch.word`). A
 * string, not a function: the bundler would name its inner functions with a helper the page lacks.
 */
const INSTALL_WATCH = `(() => {
  const watch = { word: '', typedAt: 0, first: 0, docs: 0 };
  window.benchWatch = watch;
  const fold = (text) => text.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase();
  const marks = (selector) =>
    Array.from(document.querySelectorAll(selector + ' [data-search-result]')).some((result) =>
      fold(result.textContent || '').includes(watch.word));
  new MutationObserver(() => {
    if (!watch.typedAt) return;
    if (!watch.first && marks('[data-testid="search-results"]')) watch.first = performance.now();
    if (!watch.docs && marks('[data-search-section="full-text-doc"]')) watch.docs = performance.now();
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

/** Null when no result holds the word within 5 s (a word of the vocabulary no text drew). */
async function timeWord(page: Page, word: string): Promise<{ first: number; docs: number } | null> {
  const box = page
    .getByRole('dialog', { name: 'Search' })
    .getByRole('combobox', { name: 'Search' });
  await box.fill('');
  await page.evaluate((folded) => {
    const { benchWatch } = window as unknown as {
      benchWatch: { word: string; typedAt: number; first: number; docs: number };
    };
    Object.assign(benchWatch, { word: folded, typedAt: 0, first: 0, docs: 0 });
    // Set as the input event fires: the moment the page sees the word.
    document.addEventListener('input', () => (benchWatch.typedAt = performance.now()), {
      capture: true,
      once: true,
    });
  }, normalizeSearchText(word));
  await box.focus();
  await page.keyboard.insertText(word);
  const shown = await page
    .waitForFunction(
      () => {
        const { benchWatch } = window as unknown as { benchWatch: { first: number } };
        return benchWatch.first > 0;
      },
      undefined,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!shown) return null;
  // The documents section may come a moment after a title match, or never: the server's best
  // results are title matches when titles hold the word, and the modal does not repeat those.
  await page
    .waitForFunction(
      () => {
        const { benchWatch } = window as unknown as { benchWatch: { docs: number } };
        return benchWatch.docs > 0;
      },
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  return page.evaluate(() => {
    const { benchWatch } = window as unknown as {
      benchWatch: { typedAt: number; first: number; docs: number };
    };
    return {
      first: benchWatch.first - benchWatch.typedAt,
      docs: benchWatch.docs ? benchWatch.docs - benchWatch.typedAt : Number.NaN,
    };
  });
}

/**
 * Signs the bench's owner in a browser, opens the search modal and puts each word (found in doc
 * bodies; each once, so that no answer comes from the page's cache) into the empty box, after one
 * search not counted (the first word); null when the web app is not built.
 */
export async function measureKeystrokes(
  bench: Bench,
  words: string[],
): Promise<KeystrokeTimes | null> {
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) return null;
  const browser = await launchForOwner(bench, PASSWORD);
  try {
    const context = await browser.newContext();
    const signedIn = await context.request.post(`${bench.baseUrl}/api/auth/signin`, {
      data: { username: 'bench@example.com', password: PASSWORD },
    });
    if (!signedIn.ok()) throw new Error(`sign-in: ${signedIn.status()}`);
    const page = await context.newPage();
    await page.goto(`${bench.baseUrl}/workspace/${bench.workspaceId}`);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.evaluate(INSTALL_WATCH);
    await page.keyboard.press('Control+k');
    // The modal's first search also fetches the light list and warms the page up: not counted.
    const [warmUp, ...measured] = words;
    await timeWord(page, warmUp ?? 'a');
    const times: KeystrokeTimes = { firstResult: [], inDocuments: [] };
    for (const word of measured) {
      const timed = await timeWord(page, word);
      if (!timed) continue;
      const { first, docs } = timed;
      times.firstResult.push(first);
      if (!Number.isNaN(docs)) times.inDocuments.push(docs);
    }
    return times;
  } finally {
    await browser.close();
  }
}
