import type { Page } from '@playwright/test';
import { expect, newUser } from './fixtures';
import { docAddress, docEditor as editor, docStatus as status, typeAtEnd } from './docs-fixtures';
import { OwnServer } from './own-server';
import { test } from './project-fixtures';

test.describe('nothing typed is lost', () => {
  test('a title typed and left alone saves itself: a reload 1.5 s later finds it', async ({
    page,
    project,
  }) => {
    await project.signInToDoc(page, await project.doc(''));
    await expect(status(page)).toHaveText('Saved');

    const title = page.getByLabel('Page title');
    await title.click();
    await page.keyboard.type('Countdown checklist', { delay: 20 });
    // Neither Enter nor a click elsewhere: the field still has the focus.
    await expect(title).toBeFocused();
    await expect(status(page)).toHaveText(/Saving/);
    await page.waitForTimeout(1500);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();

    await expect(page.getByLabel('Page title')).toHaveValue('Countdown checklist');
    await expect(status(page)).toHaveText('Saved');
  });

  test('a tab closed while the server is down keeps every edit for when it is back', async ({
    browser,
  }) => {
    test.slow();
    const server = await OwnServer.create();
    try {
      const grace = newUser('Grace Hopper');
      const { token, workspaceId } = await server.ownerWithWorkspace(grace, 'Outage Co');
      const { created_id: groupId } = await server.api<{ created_id: number }>(
        'POST',
        '/groups',
        token,
        { name: 'Flight' },
        workspaceId,
      );
      const { created_id: projectId } = await server.api<{ created_id: number }>(
        'POST',
        '/projects',
        token,
        { name: 'Apollo', group_id: groupId },
        workspaceId,
      );
      const { id: docId } = await server.api<{ id: number }>(
        'POST',
        `/projects/${projectId}/docs`,
        token,
        { parent_path: '' },
        workspaceId,
      );
      const docPath = docAddress(workspaceId, projectId, docId);

      const signInAndOpen = (page: Page) => server.signIn(page, grace, workspaceId, docPath);
      const context = await browser.newContext();
      const first = await context.newPage();
      await signInAndOpen(first);
      await expect(status(first)).toHaveText('Saved');

      await typeAtEnd(first, 'Stored before the outage.');
      await expect(status(first)).toHaveText('Saved');
      // Received by the server but not stored yet when it dies: never shown as Saved. Saving is
      // looked for while the words go in: a slow machine may type for longer than the server
      // waits before it stores them.
      const typing = typeAtEnd(first, ' Sent just before the crash.');
      await expect(status(first)).toHaveText(/Saving/);
      await typing;
      await server.kill();
      await expect(status(first)).toHaveAttribute('data-status', 'offline');
      await typeAtEnd(first, ' Typed while the server is down.');
      await expect(status(first)).toHaveText('Offline · edits kept on this device');
      await first.close();

      await server.start();
      const second = await context.newPage();
      await second.goto(`${server.baseURL}${docPath}`);
      const everything =
        'Stored before the outage. Sent just before the crash. Typed while the server is down.';
      await expect(editor(second)).toHaveText(everything);
      await expect(status(second)).toHaveText('Saved', { timeout: 20_000 });
      await context.close();

      // Stored in the database: after another crash, a browser that kept nothing reads it all.
      await server.kill();
      await server.start();
      const fresh = await browser.newContext();
      const reader = await fresh.newPage();
      await signInAndOpen(reader);
      await expect(editor(reader)).toHaveText(everything);
      await fresh.close();
    } finally {
      await server.kill();
    }
  });
});
