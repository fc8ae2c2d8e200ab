import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { publicDocAddress } from './doc-api-fixtures';
import { docEditor as editor, headers } from './docs-fixtures';
import { openAsMember, openAsOwner, test } from './two-editors';

/** Types "[[" and part of a title, and picks the page the list offers first. */
async function linkPage(page: Page, query: string, title: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(` [[${query}`, { delay: 20 });
  const list = page.getByRole('listbox', { name: 'Pages to link' });
  await expect(list.getByRole('option', { selected: true })).toContainText(title);
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
}

const pageLink = (page: Page) => editor(page).locator('[data-page-link]');
const linkedFrom = (page: Page) => page.getByRole('region', { name: 'Linked from' });

test.describe('links between pages', () => {
  test('a page link follows renames, shows in the target’s Linked from, live, on share pages and in exports', async ({
    page,
    browser,
    request,
    editors,
    project,
  }) => {
    test.slow();
    const { owner, workspaceId, projectId, docId } = editors;
    const api = headers(owner, workspaceId);
    const target = await project.doc('Orbit guide');
    await openAsOwner(page, editors);
    await editor(page).click();
    await page.keyboard.type('Read');
    await linkPage(page, 'orbit gu', 'Orbit guide');
    await expect(pageLink(page)).toHaveText('Orbit guide');
    await expect(editor(page)).not.toContainText('[[');

    // Grace, on the same doc, sees the link live.
    const { graceContext, grace } = await openAsMember(browser, editors);
    await expect(pageLink(grace)).toHaveText('Orbit guide');

    // A rename shows at once on both pages, and after a reload.
    const renamed = await request.put(`/api/projects/${projectId}/docs/${target.id}`, {
      headers: api,
      data: { name: 'Orbit handbook' },
    });
    expect(renamed.status()).toBe(200);
    await expect(pageLink(page)).toHaveText('Orbit handbook');
    await expect(pageLink(grace)).toHaveText('Orbit handbook');
    await page.reload();
    await expect(pageLink(page)).toHaveText('Orbit handbook');
    await expect(linkedFrom(page)).toContainText('No page links here yet.');

    await page.screenshot({ path: 'docs/screenshots/blocks/page-link-light.png' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: 'docs/screenshots/blocks/page-link-dark.png' });
    await page.emulateMedia({ colorScheme: 'light' });

    // The Markdown export writes the link as the doc's address; search finds the link's words.
    const exported = await request.get(
      `/api/projects/${projectId}/docs/${docId}/export?format=markdown`,
      { headers: api },
    );
    expect(await exported.text()).toContain(`[Orbit guide](${project.docAddress(target)})`);
    await expect(async () => {
      const found = await request.get(`/api/search/full-text?q=orbit`, { headers: api });
      const body = (await found.json()) as { results: { id: number }[] };
      expect(body.results.map((result) => result.id)).toContain(docId);
    }).toPass();

    // A share link of the project shows the title; one of the doc alone keeps it restricted.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(await publicDocAddress(request, editors, 'project'));
    await expect(pageLink(visitor)).toHaveText('Orbit handbook');
    await visitor.goto(await publicDocAddress(request, editors, 'doc'));
    await expect(pageLink(visitor)).toHaveText('Restricted page');
    await visitorContext.close();

    // The target lists the doc linking to it; Grace removes the link and the list empties.
    await pageLink(page).getByRole('link', { name: 'Orbit handbook' }).click();
    await expect(page).toHaveURL(new RegExp(`/doc/${target.id}$`));
    await expect(linkedFrom(page).getByRole('link', { name: 'Launch plan' })).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/blocks/page-link-linked-from-light.png' });
    await editor(grace).click();
    await grace.keyboard.press('ControlOrMeta+End');
    await grace.keyboard.press('Backspace');
    await grace.keyboard.press('Backspace');
    await expect(pageLink(grace)).toHaveCount(0);
    await expect(linkedFrom(page)).toContainText('No page links here yet.');

    // A link to a deleted doc says so.
    await linkPage(grace, 'handbook', 'Orbit handbook');
    await expect(linkedFrom(page).getByRole('link', { name: 'Launch plan' })).toBeVisible();
    const deleted = await request.delete(`/api/projects/${projectId}/docs/${target.id}`, {
      headers: api,
    });
    expect(deleted.status()).toBeLessThan(300);
    await expect(pageLink(grace)).toHaveText('Deleted page');
    await graceContext.close();
  });
});
