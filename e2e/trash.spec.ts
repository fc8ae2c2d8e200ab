import { expect, newUser } from './fixtures';
import { publicDocAddress, versionsOf } from './doc-api-fixtures';
import { docAddress, docStatus, headers } from './docs-fixtures';
import { signInToWorkspace } from './group-fixtures';
import { OwnServer } from './own-server';
import { test } from './project-fixtures';
import { screenshotLooks } from './screenshots';
import {
  LINK_NOT_FOUND,
  commentOnAboard,
  deleteHandbook,
  expectCommentThread,
  expectNoHandbookInTree,
  handbookOnOwnServer,
  handbookThroughApi,
  openHandbookTree,
  openTrashFromMenu,
  restoreHandbookAndOpen,
  restoredToast,
  searchWorkspace,
  visitorOn,
} from './trash-fixtures';

test.describe('trash', () => {
  test.use({ workspaceName: 'Trash Co' });

  test('a doc with its pages leaves every view when deleted, comes back by Undo, then from the trash page', async ({
    page,
    browser,
    request,
    project,
  }) => {
    test.slow();
    const { owner, workspaceId, projectId } = project;
    const handbook = await handbookThroughApi(project);
    const oldNotes = await project.doc('Old notes');
    const member = await project.teamMember('MEMBER', 'VIEW');
    const handbookDoc = { owner, workspaceId, projectId, docId: handbook.id };
    const shareLink = await publicDocAddress(request, handbookDoc, 'doc');
    const deleted = await request.delete(`/api/projects/${projectId}/docs/${oldNotes.id}`, {
      headers: headers(owner, workspaceId),
    });
    expect(deleted.status()).toBe(200);

    // Ada writes in the Handbook and comments on it: a thread, and a version in its history.
    await project.signInToDoc(page, handbook);
    await expect(docStatus(page)).toHaveAttribute('data-status', 'saved');
    await commentOnAboard(page);
    await expect
      .poll(async () => (await versionsOf(request, handbookDoc)).length)
      .toBeGreaterThan(0);
    const versions = await versionsOf(request, handbookDoc);
    await searchWorkspace(page, 'handbook', /Handbook/);

    // Grace has the project open in her own browser; a visitor reads the shared Handbook.
    const graceContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const grace = await graceContext.newPage();
    await signInToWorkspace(grace, member, workspaceId, project.address('/logs'));
    await openHandbookTree(grace);
    const visitor = await visitorOn(browser, shareLink);
    await expect(visitor.getByTestId('doc-title')).toHaveText('Handbook');

    // Deleted from its menu: gone from both trees (Grace's live), then back by 'Undo' for both.
    await deleteHandbook(page);
    await expectNoHandbookInTree(page);
    await expectNoHandbookInTree(grace);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(restoredToast(page)).toBeVisible();
    await openHandbookTree(page);
    await openHandbookTree(grace);

    // Deleted again: the share link and the search no longer find it; nor after a reload.
    await page.goto(project.docAddress(handbook));
    await deleteHandbook(page);
    await expectNoHandbookInTree(grace);
    await visitor.reload();
    await expect(visitor.getByText(LINK_NOT_FOUND)).toBeVisible();
    await expect(visitor.getByTestId('doc-title')).toHaveCount(0);
    await searchWorkspace(page, 'handbook', 'none');
    await page.reload();
    await expectNoHandbookInTree(page);

    // The trash, from the side menu: both deleted docs, newest first.
    await openTrashFromMenu(page, workspaceId);
    const entries = page.getByTestId('trash-entry');
    await screenshotLooks(page, 'trash', async () => {
      await expect(entries).toHaveCount(2);
      await expect(entries.first()).toContainText('Handbook');
    });
    await page.getByRole('textbox', { name: 'Search' }).fill('Hand');
    await expect(page).toHaveURL(/[?&]q=Hand/);
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText('Document: Handbook');
    await expect(entries).toContainText('Flight › 🚀 Apollo · 4 docs');
    await expect(entries).toContainText('Deleted by Ada Lovelace');
    await expect(entries.getByRole('button', { name: 'Delete “Handbook” forever' })).toBeVisible();

    // Restored: it opens, its four levels, its thread, its history and its share link are back.
    await restoreHandbookAndOpen(page);
    await expect(page).toHaveURL(project.docAddress(handbook));
    await openHandbookTree(page);
    await openHandbookTree(grace);
    await expectCommentThread(page);
    expect(await versionsOf(request, handbookDoc)).toEqual(expect.arrayContaining(versions));
    await visitor.reload();
    await expect(visitor.getByTestId('doc-title')).toHaveText('Handbook');
    await searchWorkspace(page, 'handbook', /Handbook/);
    await graceContext.close();
    await visitor.context().close();

    // The project's menu opens the trash of that project alone.
    await page.goto(project.address('/logs'));
    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Trash', exact: true }).click();
    await expect(page).toHaveURL(`/workspace/${workspaceId}/trash?project_id=${projectId}`);
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText('Document: Old notes');
  });

  test('a deleted doc stays in the trash through a server restart, and is restored from it', async ({
    page,
  }) => {
    test.slow();
    const server = await OwnServer.create();
    try {
      const ada = newUser('Ada Lovelace');
      const { token, workspaceId } = await server.ownerWithWorkspace(ada, 'Restart Co');
      const { projectId, handbook } = await handbookOnOwnServer(server, token, workspaceId);
      await server.signIn(page, ada, workspaceId, docAddress(workspaceId, projectId, handbook.id));
      await openHandbookTree(page);

      await deleteHandbook(page);
      await expectNoHandbookInTree(page);
      await server.kill();
      await server.start();
      await page.goto(`${server.baseURL}/workspace/${workspaceId}/project/${projectId}/logs`);
      await expectNoHandbookInTree(page);

      await openTrashFromMenu(page, workspaceId);
      await expect(page.getByTestId('trash-entry')).toContainText('Deleted by Ada Lovelace');
      await restoreHandbookAndOpen(page);
      await openHandbookTree(page);
    } finally {
      await server.kill();
    }
  });
});
