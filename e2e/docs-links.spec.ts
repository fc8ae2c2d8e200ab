import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { docAddress, docEditor as editor, docThroughApi, headers } from './docs-fixtures';
import { openAs, openAsMember, twoEditors } from './two-editors';

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
    mailbox,
  }) => {
    test.slow();
    const { owner, member, workspaceId, projectId, docId, address } = await twoEditors(
      request,
      mailbox,
    );
    const api = headers(owner, workspaceId);
    const target = await docThroughApi(request, owner, workspaceId, projectId, 'Orbit guide');
    await openAs(page, owner, workspaceId, address);
    await editor(page).click();
    await page.keyboard.type('Read');
    await linkPage(page, 'orbit gu', 'Orbit guide');
    await expect(pageLink(page)).toHaveText('Orbit guide');
    await expect(editor(page)).not.toContainText('[[');

    // Grace, on the same doc, sees the link live.
    const { graceContext, grace } = await openAsMember(browser, member, workspaceId, address);
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
    expect(await exported.text()).toContain(
      `[Orbit guide](${docAddress(workspaceId, projectId, target.id)})`,
    );
    await expect(async () => {
      const found = await request.get(`/api/search/full-text?q=orbit`, { headers: api });
      const body = (await found.json()) as { results: { id: number }[] };
      expect(body.results.map((result) => result.id)).toContain(docId);
    }).toPass();

    // A share link of the project shows the title; one of the doc alone keeps it restricted.
    const shareOf = async (path: string) => {
      const shared = await request.put(`/api/projects/${projectId}${path}/share`, {
        headers: api,
        data: { enabled: true },
      });
      return ((await shared.json()) as { share_token: string }).share_token;
    };
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const projectToken = await shareOf('');
    await visitor.goto(
      `/workspace/public/project/${projectId}/doc/${docId}?publicMode=project&publicToken=${projectToken}`,
    );
    await expect(pageLink(visitor)).toHaveText('Orbit handbook');
    const docToken = await shareOf(`/docs/${docId}`);
    await visitor.goto(
      `/workspace/public/project/${projectId}/doc/${docId}?publicMode=doc&publicToken=${docToken}`,
    );
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
