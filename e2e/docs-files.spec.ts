import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { publicDocAddress } from './doc-api-fixtures';
import { docEditor, docStatus, headers } from './docs-fixtures';
import { openAsGrace, openAsOwner, test } from './two-editors';
import { ownerWithWorkspace } from './workspace-fixtures';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 200]>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
const NAME = 'Q3 report.pdf';

/** Attaches a file through the slash menu's File block and its file picker. */
async function attachFromSlashMenu(page: Page): Promise<void> {
  await docEditor(page).click();
  await page.keyboard.type('/pdf', { delay: 20 });
  const menu = page.getByRole('listbox', { name: 'Insert a block' });
  await expect(menu.getByRole('option', { selected: true })).toContainText('File');
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: NAME, mimeType: 'application/pdf', buffer: PDF });
}

test.describe('files in docs', () => {
  test('a PDF is attached, seen live, previewed, kept, downloaded by a member, refused to a stranger, shown on the public page', async ({
    page,
    browser,
    request,
    mailbox,
    editors,
  }) => {
    test.slow();
    const { owner, workspaceId, projectId, docId } = editors;
    const doc = { id: docId };
    await openAsOwner(page, editors);
    const coEditor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const coEditorPage = await coEditor.newPage();
    await openAsGrace(coEditorPage, editors);

    await attachFromSlashMenu(page);
    const card = page.getByTestId('attachment');
    // Live: the other editor sees the card come.
    await expect(coEditorPage.getByTestId('attachment')).toContainText(NAME);
    await coEditor.close();
    await expect(card).toContainText(NAME);
    await expect(card).toContainText('PDF');
    await card.getByRole('button', { name: `Show the preview of ${NAME}` }).click();
    await expect(card.getByTitle(`Preview of ${NAME}`)).toHaveAttribute('src', /^blob:/);
    await expect(docStatus(page)).toHaveAttribute('data-status', 'saved');

    await page.reload();
    await expect(page.getByTestId('attachment')).toContainText(NAME);
    await card.getByRole('button', { name: `Show the preview of ${NAME}` }).click();
    await expect(card.getByTitle(`Preview of ${NAME}`)).toHaveAttribute('src', /^blob:/);
    // The browser's PDF viewer paints inside the frame a moment later; nothing in the page says when.
    await page.waitForTimeout(1500);
    await page.screenshot({ path: 'docs/screenshots/blocks/attachment-light.png' });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${NAME}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(NAME);
    expect((await readFile(await download.path())).equals(PDF)).toBe(true);

    // The address the doc holds: read by a member, refused to anyone outside the workspace.
    const content = await request.get(
      `/api/projects/${projectId}/docs/${doc.id}/export?format=markdown`,
      {
        headers: headers(owner, workspaceId),
      },
    );
    const url = /\((\/api\/projects\/\d+\/files\/[a-f0-9]{32}\.pdf) /.exec(
      await content.text(),
    )?.[1];
    expect(url).toBeDefined();
    const asMember = await request.get(url ?? '', { headers: headers(owner, workspaceId) });
    expect(asMember.status()).toBe(200);
    expect(asMember.headers()['content-type']).toBe('application/pdf');
    expect(asMember.headers()['x-content-type-options']).toBe('nosniff');
    expect(asMember.headers()['content-disposition']).toContain(`filename*=UTF-8''Q3%20report.pdf`);
    const stranger = await ownerWithWorkspace(request, mailbox, 'Elsewhere');
    for (const workspace of [workspaceId, stranger.workspaceId]) {
      const refused = await request.get(url ?? '', { headers: headers(stranger.owner, workspace) });
      expect(refused.status()).toBe(404);
    }
    expect((await request.get(url ?? '')).status()).toBe(401);

    // A reader of the doc's share link sees the file and may download it.
    const publicAddress = await publicDocAddress(request, editors, 'doc');
    const visitor = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      colorScheme: 'dark',
      viewport: { width: 1280, height: 700 },
    });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicAddress);
    const publicCard = visitorPage.getByTestId('attachment');
    await expect(publicCard).toContainText(NAME);
    await visitorPage.screenshot({ path: 'docs/screenshots/blocks/attachment-dark.png' });
    await visitorPage.setViewportSize({ width: 375, height: 700 });
    await visitorPage.screenshot({ path: test.info().outputPath('attachment-375-dark.png') });
    const visitorDownload = visitorPage.waitForEvent('download');
    await publicCard.getByRole('button', { name: `Download ${NAME}` }).click();
    expect((await visitorDownload).suggestedFilename()).toBe(NAME);
    await publicCard.getByRole('button', { name: `Show the preview of ${NAME}` }).click();
    await expect(publicCard.getByTitle(`Preview of ${NAME}`)).toHaveAttribute('src', /^blob:/);
    await visitor.close();
  });
});
