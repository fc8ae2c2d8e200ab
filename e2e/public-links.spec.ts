import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { headers, treeNode } from './docs-fixtures';
import { test } from './project-fixtures';

/** A 2×2 red PNG, as a user would paste a screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const LINK_NOT_FOUND = 'This link does not match any shared project or document';

/** Writes a line and adds an image to the open doc, then waits until the server has both. */
async function writeWithImage(page: Page, text: string): Promise<void> {
  const editor = page.getByTestId('doc-editor');
  await expect(page.getByTestId('doc-sync-status')).toHaveAttribute('data-status', 'saved');
  await editor.click();
  await page.keyboard.type(text, { delay: 10 });
  await page.keyboard.press('Enter');
  await page
    .getByLabel('Add images')
    .setInputFiles({ name: 'mission.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.locator('img')).toHaveAttribute('src', /\/media\//);
  await expect(page.getByTestId('doc-sync-status')).toHaveAttribute('data-status', 'saved');
}

/** Turns the public link on in the open Share dialog and gives its address. */
async function turnLinkOn(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'Public link: Off' }).click();
  await expect(dialog.getByRole('switch', { name: 'Public link: On' })).toBeChecked();
  const link = await dialog.getByRole('textbox', { name: 'Public link' }).inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.keyboard.press('Escape');
  return link;
}

/** A browser of someone with no account. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context.newPage();
}

/** What a visitor must never see on a shared page. */
async function expectNoEditControls(page: Page): Promise<void> {
  await expect(page.getByTestId('doc-editor')).toHaveAttribute('contenteditable', 'false');
  for (const name of ['Document actions', 'Share', 'New documentation page', 'Project actions']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Project team' })).toHaveCount(0);
}

test.describe('public share links', () => {
  test('a shared project is read by a visitor without an account, images included', async ({
    page,
    browser,
    project,
  }) => {
    const handbook = await project.doc('Handbook');
    await project.doc('Checklist');
    await project.signInToDoc(page, handbook);
    await writeWithImage(page, 'Welcome aboard, crew.');
    await page.getByRole('banner').getByRole('button', { name: 'Share' }).click();
    const link = await turnLinkOn(page);
    expect(link).toMatch(/\/workspace\/public\/project\/\d+\?publicMode=project&publicToken=/);

    const guest = await visitor(browser);
    await guest.goto(link);
    await expect(guest.getByRole('heading', { name: 'Apollo', level: 1 })).toBeVisible();
    await expect(guest.getByRole('tab', { name: 'Logs & Activity' })).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Try for free' })).toBeVisible();
    await expect(guest.getByTestId('powered-by')).toContainText('Powered by');
    await expect(guest.getByTestId('powered-by').getByTestId('app-version')).toHaveText(/^v\d/);

    await treeNode(guest, 'Handbook').getByRole('link').click();
    await expect(guest.getByTestId('doc-title')).toHaveText('Handbook');
    await expect(guest.getByTestId('doc-editor')).toContainText('Welcome aboard, crew.');
    const image = guest.getByTestId('doc-editor').locator('img');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(2);
    await expectNoEditControls(guest);
    await expect(guest.getByTestId('doc-sync-status')).toHaveAttribute('data-status', 'readonly');

    // The owner writes on: the visitor reads it live.
    await page.getByTestId('doc-editor').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Lift-off at noon.', { delay: 10 });
    await expect(guest.getByTestId('doc-editor')).toContainText('Lift-off at noon.');
    await guest.context().close();
  });

  test('a shared doc opens alone; other docs, logs and the team stay hidden; turning it off ends the link', async ({
    page,
    browser,
    project,
  }) => {
    const { projectId } = project;
    const brief = await project.doc('Press brief');
    const secret = await project.doc('Budget');
    await project.signInToDoc(page, brief);
    await page.getByRole('button', { name: 'Document actions' }).click();
    await page.getByTestId('doc-action-menu').getByRole('menuitem', { name: 'Share' }).click();
    const link = await turnLinkOn(page);
    expect(link).toContain(`/workspace/public/project/${projectId}/doc/${brief.id}?publicMode=doc`);
    await expect(
      page.getByRole('link', { name: 'Press brief Shared by a public link' }),
    ).toBeVisible();

    const guest = await visitor(browser);
    await guest.goto(link);
    await expect(guest.getByTestId('doc-title')).toHaveText('Press brief');
    await expect(guest.getByTestId('powered-by')).toBeVisible();
    await expectNoEditControls(guest);
    for (const hidden of ['Logs & Activity', 'Planning', 'Important documents', 'Budget']) {
      await expect(guest.getByText(hidden, { exact: true })).toHaveCount(0);
    }

    // The same token with another doc of the project: refused, and nothing of it shows.
    await guest.goto(link.replace(`/doc/${brief.id}?`, `/doc/${secret.id}?`));
    await expect(guest.getByText(LINK_NOT_FOUND)).toBeVisible();
    await expect(guest.getByText('Budget')).toHaveCount(0);

    // The owner turns the link off: the next visit fails.
    await page.getByRole('button', { name: 'Document actions' }).click();
    await page.getByTestId('doc-action-menu').getByRole('menuitem', { name: 'Share' }).click();
    await page.getByRole('dialog').getByRole('switch', { name: 'Public link: On' }).click();
    await expect(
      page.getByRole('dialog').getByRole('switch', { name: 'Public link: Off' }),
    ).not.toBeChecked();
    await guest.goto(link);
    await expect(guest.getByText(LINK_NOT_FOUND)).toBeVisible();
    await expect(guest.getByTestId('doc-title')).toHaveCount(0);
    await guest.context().close();
  });

  test('a visitor searches the shared project and opens a doc at the word it holds', async ({
    page,
    request,
    project,
  }) => {
    const { owner, workspaceId, projectId } = project;
    const created = await request.post(`/api/projects/${projectId}/docs`, {
      headers: headers(owner, workspaceId),
      data: {
        parent_path: '',
        name: 'Weather brief',
        content: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Winds are calm today.' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'The countdown holds.' }] },
          ],
        },
      },
    });
    expect(created.status()).toBe(201);
    const { id: docId } = (await created.json()) as { id: number };
    const shared = await request.put(`/api/projects/${projectId}/share`, {
      headers: headers(owner, workspaceId),
      data: { enabled: true },
    });
    const { share_token: token } = (await shared.json()) as { share_token: string };

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(
      `/workspace/public/project/${projectId}?publicMode=project&publicToken=${token}`,
    );
    const search = page.getByRole('combobox', { name: 'Search this project' });
    await search.fill('contdown');
    const result = page.getByRole('option', { name: /Weather brief/ });
    await expect(result).toBeVisible();
    await expect(result.locator('mark')).toHaveText(['countdown']);
    await page.screenshot({ path: test.info().outputPath('public-search-375.png') });
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/doc/${docId}\\?`));
    await expect(page.getByTestId('doc-title')).toHaveText('Weather brief');
    await expect(page.locator('.doc-found-word')).toHaveText('countdown');
    await expect(page).not.toHaveURL(/find=/);
  });
});
