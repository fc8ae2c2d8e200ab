import type { Locator } from '@playwright/test';
import { expect } from './fixtures';
import { expectSameMarkdownOnceImported, markdownOf, publicDocAddress } from './doc-api-fixtures';
import { docEditor as editor, docStatus as status, headers, insertBlock } from './docs-fixtures';
import { openAsMember, openAsOwner, test } from './two-editors';

/** Every technical block drawn: highlighted code, the diagram, both formulas, the embed. */
async function expectBlocksDrawn(doc: Locator): Promise<void> {
  await expect(doc.locator('pre code .hljs-keyword').first()).toHaveText('const');
  await expect(doc.locator('.mermaid-diagram svg')).toBeVisible();
  await expect(doc.locator('.math-inline .katex')).toBeVisible();
  await expect(doc.locator('.math-block .katex-display')).toBeVisible();
  const frame = doc.locator('.embed-block iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-popups allow-presentation',
  );
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await expect(frame).toHaveAttribute('loading', 'lazy');
}

test.describe('code, diagrams, math and embeds', () => {
  test('are inserted by shortcut and slash menu, drawn live for another editor, after a reload and on the public page', async ({
    page,
    browser,
    request,
    editors,
  }) => {
    // Three browsers, two reloads and three lazily loaded libraries: a long walk.
    test.slow();
    const { owner, workspaceId, docId } = editors;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAsOwner(page, editors);
    await editor(page).click();

    // ```ts and a space: a TypeScript code block, highlighted.
    await page.keyboard.type('```ts ', { delay: 20 });
    await page.keyboard.type('const thrust = 42;');
    await expect(editor(page).locator('.code-block')).toHaveAttribute('data-language', 'ts');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Copy code' }).first().click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();

    // $…$ in the text: an inline formula; $$ and a space: a block formula, edited in its popover.
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('Energy $E=mc^2$ ok', { delay: 20 });
    await page.keyboard.press('Enter');
    await page.keyboard.type('$$ ', { delay: 20 });
    const latex = page.getByRole('textbox', { name: 'Block formula (LaTeX)' });
    await latex.fill('\\int_0^1 x^2\\,dx');
    await latex.press('ControlOrMeta+Enter');
    await expect(latex).toBeHidden();

    // The slash menu: a Mermaid diagram, then an embed (a link of another site is refused).
    await page.keyboard.press('ControlOrMeta+End');
    await insertBlock(page, 'mermaid', 'Mermaid diagram');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('ArrowDown');
    await insertBlock(page, 'embed', 'Embed');
    const link = page.getByRole('textbox', { name: 'Link' });
    await link.fill('https://evil.example.com/watch?v=1');
    await page.getByRole('button', { name: 'Embed', exact: true }).click();
    await expect(page.getByText('Hangar can embed YouTube, Vimeo, Loom')).toBeVisible();
    await link.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Embed', exact: true }).click();
    await expect(link).toBeHidden();

    await expectBlocksDrawn(editor(page));
    await expect(status(page)).toHaveAttribute('data-status', 'saved');

    // Grace sees them live.
    const { graceContext, grace } = await openAsMember(browser, editors);
    await expectBlocksDrawn(editor(grace));
    await graceContext.close();

    // Screenshots, light then dark (docs/screenshots/blocks/).
    await page.setViewportSize({ width: 1280, height: 700 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.reload();
      await expectBlocksDrawn(editor(page));
      await editor(page).locator('.code-block').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screenshots/blocks/technical-${scheme}.png` });
      await editor(page).locator('.code-block__diagram').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screenshots/blocks/mermaid-${scheme}.png` });
    }

    // Opened again, the diagram and formulas drawn before in this browser show at once, without
    // loading Mermaid or KaTeX (the other browsers above, with nothing kept, drew them).
    const libraries: string[] = [];
    page.on('request', (sent) => {
      const chunk = /\/assets\/(mermaid\.core|katex)-[\w-]+\.js$/.exec(sent.url());
      if (chunk?.[1]) libraries.push(chunk[1]);
    });
    await page.reload();
    await expectBlocksDrawn(editor(page));
    expect(libraries).toEqual([]);

    // The public page shows them, read-only: the diagram with its source folded.
    const publicAddress = await publicDocAddress(request, editors, 'doc');
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(publicAddress);
    await expectBlocksDrawn(editor(visitor));
    await expect(visitor.getByRole('textbox', { name: 'Code language' })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Show source' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Copy code' }).first()).toBeVisible();
    await visitorContext.close();

    // Exported then imported: the same Markdown again, each block in its Markdown form.
    const markdown = await markdownOf(request, editors);
    expect(markdown).toContain('```ts\nconst thrust = 42;\n```');
    expect(markdown).toContain('```mermaid\ngraph TD\n  Idea --> Draft\n');
    expect(markdown).toContain('Energy $E=mc^2$ ok');
    expect(markdown).toContain('$$\n\\int_0^1 x^2\\,dx\n$$');
    expect(markdown).toContain('[embed](https://www.youtube.com/watch?v=dQw4w9WgXcQ)');
    await expectSameMarkdownOnceImported(request, editors, markdown);

    // Search finds the doc by a word of its code and by words of its formulas' LaTeX.
    for (const word of ['thrust', 'mc', 'dx']) {
      await expect
        .poll(async () => {
          const search = await request.get(`/api/search/full-text?q=${word}`, {
            headers: headers(owner, workspaceId),
          });
          expect(search.status()).toBe(200);
          return ((await search.json()) as { results: { kind: string; id: number }[] }).results
            .filter((found) => found.kind === 'doc')
            .map((found) => found.id);
        }, `search for "${word}"`)
        .toContain(docId);
    }
  });
});
