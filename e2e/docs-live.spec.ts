import type { BrowserContext, WebSocketRoute } from '@playwright/test';
import { expect } from './fixtures';
import { docEditor as editor, docStatus as status, typeAtEnd } from './docs-fixtures';
import { signInToWorkspace } from './group-fixtures';
import { openAs, openAsGrace, openAsOwner, openForBoth, test } from './two-editors';
import { memberOf } from './workspace-fixtures';

test.describe('live editing of a doc', () => {
  test('two people type in the same doc and see each other’s text and caret', async ({
    page,
    browser,
    editors,
  }) => {
    const { graceContext, grace } = await openForBoth(page, browser, editors);

    await typeAtEnd(page, 'Ada writes the countdown.');
    await expect(editor(grace)).toContainText('Ada writes the countdown.');
    await typeAtEnd(grace, ' Grace checks the fuel.');
    await expect(editor(page)).toContainText('Ada writes the countdown. Grace checks the fuel.');

    // Each one sees the other's caret, with their name.
    await expect(page.locator('.collaboration-carets__label')).toHaveText('Grace Hopper');
    await expect(grace.locator('.collaboration-carets__label')).toHaveText('Ada Lovelace');
    await expect(status(page)).toHaveText('Saved');
    await expect(status(grace)).toHaveText('Saved');
    await graceContext.close();
  });

  test('someone offline keeps typing, reloads, comes back, and nothing is lost', async ({
    page,
    browser,
    editors,
  }) => {
    await openAsOwner(page, editors);

    // Grace's live connection goes through a switch the test holds.
    const graceContext: BrowserContext = await browser.newContext();
    const grace = await graceContext.newPage();
    let offline = false;
    const sockets: WebSocketRoute[] = [];
    await grace.routeWebSocket(/\/ws\/docs\//, (socket) => {
      if (offline) {
        void socket.close();
        return;
      }
      sockets.push(socket);
      socket.connectToServer();
    });
    const dialogs: string[] = [];
    grace.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await openAsGrace(grace, editors);
    await typeAtEnd(grace, 'Online line.');
    await expect(editor(page)).toContainText('Online line.');

    // Offline: the network and the live connection are gone; Grace keeps typing.
    offline = true;
    await graceContext.setOffline(true);
    await Promise.all(sockets.map((socket) => socket.close()));
    await expect(status(grace)).toHaveAttribute('data-status', 'offline');
    await typeAtEnd(grace, ' Written offline.');
    await expect(status(grace)).toHaveText('Offline · edits kept on this device');
    // Meanwhile Ada writes too, and the server saves it.
    await typeAtEnd(page, ' Ada meanwhile.');
    await expect(status(page)).toHaveText('Saved');

    // Grace reloads (the pages load again, the live server is still out of reach): her words are
    // still there, from the browser, and still waiting to be sent. The page warned before leaving.
    // The doc's saved text arrives over HTTP, so Ada's words show too, merged at the same place
    // in either order.
    await graceContext.setOffline(false);
    await grace.reload();
    expect(dialogs).toContain('beforeunload');
    await expect(editor(grace)).toContainText('Written offline.');
    await expect(editor(grace)).toContainText('Online line.');
    await expect(editor(grace)).toContainText('Ada meanwhile.');
    await expect(status(grace)).toHaveAttribute('data-status', 'offline');
    await expect(status(grace)).toHaveText('Offline · edits kept on this device');
    await expect(editor(page)).not.toContainText('Written offline.');

    // Back online: both sides end up with everything.
    offline = false;
    await graceContext.setOffline(true);
    await graceContext.setOffline(false);
    await expect(status(grace)).toHaveText('Saved', { timeout: 20_000 });
    await expect(editor(page)).toContainText('Written offline.');
    await expect(editor(page)).toContainText('Ada meanwhile.');
    // The two concurrent additions at the same place merge in either order, and Ada's caret
    // label may sit between them: each is there, whole.
    await expect(editor(grace)).toContainText('Ada meanwhile.');
    await expect(editor(grace)).toContainText('Written offline.');
    await expect(editor(grace)).toContainText('Online line.');

    // And the server kept it: a fresh load shows both.
    await page.reload();
    await expect(editor(page)).toContainText('Written offline.');
    await expect(editor(page)).toContainText('Ada meanwhile.');
    await graceContext.close();
  });

  test('a fresh browser whose live connection is refused still shows the saved text', async ({
    page,
    browser,
    editors,
  }) => {
    const { member, workspaceId, address } = editors;
    await openAsOwner(page, editors);
    await typeAtEnd(page, 'Saved on the server.');
    await expect(status(page)).toHaveText('Saved');

    // A new context: nothing kept in IndexedDB, and every live connection closed at once.
    const graceContext = await browser.newContext();
    const grace = await graceContext.newPage();
    await grace.routeWebSocket(/\/ws\/docs\//, (socket) => void socket.close());
    await signInToWorkspace(grace, member, workspaceId, address);
    await expect(editor(grace)).toContainText('Saved on the server.');
    await expect(status(grace)).toHaveText('Offline');
    await graceContext.close();
  });

  test('someone with the view right reads the doc live, without editing it', async ({
    page,
    browser,
    request,
    mailbox,
    project,
  }) => {
    const { owner, workspaceId } = project;
    // A member of an open project gets its default right: 'Can view'.
    const reader = await memberOf(request, mailbox, owner, workspaceId, 'MEMBER');
    const address = project.docAddress(await project.doc('Read me'));
    await openAs(page, owner, workspaceId, address);
    await typeAtEnd(page, 'First words.');

    const readerContext = await browser.newContext();
    const readerPage = await readerContext.newPage();
    await signInToWorkspace(readerPage, reader, workspaceId, address);
    await expect(editor(readerPage)).toContainText('First words.');
    await expect(editor(readerPage)).toHaveAttribute('contenteditable', 'false');
    await expect(status(readerPage)).toHaveText('Read only');
    await expect(
      readerPage.getByRole('heading', { name: 'Read me', level: 1 }).last(),
    ).toBeVisible();
    await expect(readerPage.getByRole('textbox', { name: 'Page title' })).toHaveCount(0);
    await expect(readerPage.getByRole('button', { name: 'Document actions' })).toHaveCount(0);
    await expect(readerPage.getByRole('button', { name: 'New documentation page' })).toHaveCount(0);

    // Typing does nothing; the owner's words still arrive live.
    await editor(readerPage).click();
    await readerPage.keyboard.type('Not mine.');
    await typeAtEnd(page, ' More words.');
    await expect(editor(readerPage)).toContainText('First words. More words.');
    await expect(editor(readerPage)).not.toContainText('Not mine.');
    await expect(editor(page)).not.toContainText('Not mine.');
    await readerContext.close();
  });
});
